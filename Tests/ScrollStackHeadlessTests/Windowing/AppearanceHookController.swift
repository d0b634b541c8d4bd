import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A controller that runs `onWillAppear` from its `viewWillAppear`.
final class AppearanceHookController: Headless.ViewController, Headless.ScrollStackContainableController {
  var onWillAppear: (() -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?()
  }

  func scrollStackRowSizeForAxis(
    _ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack
  ) -> ScrollStackControllerSize? {
    .fixed(100)
  }
}
