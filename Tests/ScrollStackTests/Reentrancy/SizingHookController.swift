import Foundation
import ScrollStackTestSupport

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - SizingHookController

/// A self-sizing controller (its view is `height` points tall) that runs `onSizeRequest` each
/// time the stack asks for its size.
@MainActor
final class SizingHookController: LoggingViewController, ScrollStackContainableController {
  var onSizeRequest: (() -> Void)?
  private let height: CGFloat

  init(height: CGFloat) {
    self.height = height
    super.init(title: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = SizedView(intrinsicSize: CGSize(width: 320, height: height))
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  {
    onSizeRequest?()
    return .fitLayoutForAxis
  }
}
