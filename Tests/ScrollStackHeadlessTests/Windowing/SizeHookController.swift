import Foundation

@testable import ScrollStackHeadless

/// A self-sizing controller (its view is `height` points tall) that runs `onSizeRequest` each
/// time the stack asks for its size.
@MainActor
final class SizeHookController: Headless.ViewController, Headless.ScrollStackContainableController {
  var onSizeRequest: (() -> Void)?
  private let height: CGFloat

  init(height: CGFloat) {
    self.height = height
    super.init()
  }

  override func loadView() {
    view = Headless.View(intrinsicSize: CGSize(width: 320, height: height))
  }

  func scrollStackRowSizeForAxis(
    _ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack
  ) -> ScrollStackControllerSize? {
    onSizeRequest?()
    return .fitLayoutForAxis
  }
}
