import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - WindowLoggingController

/// Records the windows its root view moves into (`nil`: out of any window), as UIKit's
/// `didMoveToWindow()` reports them.
@MainActor
final class WindowLoggingController: UIViewController {
  var windows: [ObjectIdentifier?] = []

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = WindowReportingView { [unowned self] window in windows.append(window.map(ObjectIdentifier.init)) }
  }
}

// MARK: - WindowReportingView

/// A view that reports each `didMoveToWindow()` with its new window.
@MainActor
private final class WindowReportingView: UIView {
  init(onWindowChange: @escaping (UIWindow?) -> Void) {
    self.onWindowChange = onWindowChange
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  let onWindowChange: (UIWindow?) -> Void

  override func didMoveToWindow() {
    super.didMoveToWindow()
    onWindowChange(window)
  }
}
