import ScrollStackUIKitDouble

/// A controller that adds a `RecordingViewController` named "child" from its `viewWillAppear`.
@MainActor final class AddingChildViewController: UIViewController {
  let child: RecordingViewController

  init(log: CallLog) {
    child = RecordingViewController("child", log: log)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}
