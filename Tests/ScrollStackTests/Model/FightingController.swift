import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - FightingController

/// A fixed-size row controller whose containment and appearance callbacks (and, when its view
/// is loaded by the stack, `viewDidLoad`) call the ``HookDriver``.
@MainActor
final class FightingController: LoggingViewController, ScrollStackContainableController,
  ModelRowController
{
  var size: ScrollStackControllerSize?
  /// Weak: the driver keeps the mutations it recorded, and an insertion holds its controller.
  private(set) weak var driver: HookDriver?

  init(_ title: String, size: ScrollStackControllerSize, driver: HookDriver) {
    self.size = size
    self.driver = driver
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    driver?.hook(from: "\(title ?? "") viewDidLoad", beforeCommit: true)
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    driver?.hook(from: "\(title ?? "") willMove(\(parent != nil))", controller: self)
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    driver?.hook(from: "\(title ?? "") didMove(\(parent != nil))", controller: self)
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    driver?.hook(from: "\(title ?? "") viewWillAppear", controller: self)
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    driver?.hook(from: "\(title ?? "") viewDidDisappear", controller: self)
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { size }
}
