import Foundation

@testable import ScrollStackHeadless

// MARK: - WindowLoggingController

/// Records the windows ``Headless/ViewController/viewDidMoveToWindow(_:)`` reports.
@MainActor
final class WindowLoggingController: Headless.ViewController {
  var windows: [ObjectIdentifier?] = []

  override func viewDidMoveToWindow(_ window: Headless.Window?) {
    super.viewDidMoveToWindow(window)
    windows.append(window.map(ObjectIdentifier.init))
  }
}
