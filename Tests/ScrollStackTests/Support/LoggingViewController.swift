import Foundation
import ScrollStackTestSupport

@_spi(Engine) @testable import ScrollStackCore

// MARK: - LoggingViewController

/// A view controller that records its lifecycle calls, in order, and the appearance state they
/// add up to: the row content of most tests, so that they can check UIKit's order of containment
/// and appearance calls.
@MainActor
class LoggingViewController: UIViewController {
  // MARK: Lifecycle

  /// Makes a controller titled `title`.
  init(title: String? = nil) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Internal

  /// A lifecycle call the controller received.
  enum Event: Hashable {
    case willMove(toParent: Bool)
    case didMove(toParent: Bool)
    case removedFromParent
    case viewDidLoad
    case viewAttached
    case viewDetached
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
  }

  /// Every lifecycle call so far, in order.
  private(set) var lifecycleLog: [Event] = []

  /// The appearance state the appearance calls so far add up to.
  private(set) var appearance = ContainerAppearance.disappeared

  /// Whether the last appearance call was `viewDidAppear`.
  var isAppeared: Bool { appearance == .appeared }

  /// Forgets the calls recorded so far (the appearance state stays).
  func clearLifecycleLog() {
    lifecycleLog.removeAll()
  }

  /// A root view that reports being added to and removed from a superview.
  override func loadView() {
    view = LoggingRootView(owner: self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    lifecycleLog.append(.viewDidLoad)
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    lifecycleLog.append(.willMove(toParent: parent != nil))
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    lifecycleLog.append(.didMove(toParent: parent != nil))
  }

  override func removeFromParent() {
    let hadParent = parent != nil
    super.removeFromParent()
    if hadParent { lifecycleLog.append(.removedFromParent) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance = .appearing
    lifecycleLog.append(.viewWillAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearance = .appeared
    lifecycleLog.append(.viewDidAppear)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearance = .disappearing
    lifecycleLog.append(.viewWillDisappear)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearance = .disappeared
    lifecycleLog.append(.viewDidDisappear)
  }

  /// Records that the root view entered (`true`) or left a superview.
  fileprivate func rootViewDidMoveToSuperview(_ attached: Bool) {
    lifecycleLog.append(attached ? .viewAttached : .viewDetached)
  }
}

// MARK: - LoggingRootView

/// The root view of a ``LoggingViewController``: tells it when it enters or leaves a superview.
@MainActor
private final class LoggingRootView: UIView {
  init(owner: LoggingViewController) {
    self.owner = owner
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  weak var owner: LoggingViewController?

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    owner?.rootViewDidMoveToSuperview(superview != nil)
  }
}
