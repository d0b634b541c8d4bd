import ScrollStackUIKitDouble

/// A controller that notes each UIKit callback it hears, as `"name: callback"`, in a shared log.
@MainActor final class RecordingViewController: UIViewController {
  /// The log the calls go to (shared by the controllers of a test, so their order shows).
  let calls: CallLog
  /// The name in the log.
  let name: String
  /// Whether it forwards appearance to its children itself (`false`) or lets UIKit do it.
  var forwardsAutomatically = true
  /// Run with the coordinator of each `viewWillTransition(to:with:)`.
  var onTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?

  init(_ name: String, log: CallLog) {
    self.name = name
    calls = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

  override func loadView() {
    calls.note("\(name): loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.note("\(name): viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.note("\(name): viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.note("\(name): viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    calls.note("\(name): viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    calls.note("\(name): viewDidDisappear")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    calls.note("\(name): willMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    calls.note("\(name): didMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.note("\(name): viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.note("\(name): viewDidLayoutSubviews")
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    calls.note("\(name): viewSafeAreaInsetsDidChange")
  }

  override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    calls.note("\(name): preferredContentSizeDidChange")
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    calls.note("\(name): viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    onTransition?(coordinator)
    super.viewWillTransition(to: size, with: coordinator)
  }
}
