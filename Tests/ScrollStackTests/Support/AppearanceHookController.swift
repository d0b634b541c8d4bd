import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A controller that runs `onWillAppear` from its `viewWillAppear`.
@MainActor
final class AppearanceHookController: LoggingViewController, ScrollStackContainableController {
  var onWillAppear: (() -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?()
  }

  func scrollStackRowSizeForAxis(
    _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
  ) -> ScrollStackControllerSize? {
    .fixed(100)
  }
}
