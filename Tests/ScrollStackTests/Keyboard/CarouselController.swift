import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - CarouselController

/// A stack controller that sits in a row of another stack (a carousel in a page), 300 points
/// tall, holding one field row.
@MainActor
final class CarouselController: ScrollStackController, ScrollStackContainableController {
  let field = FieldController("carouselField")

  init() {
    super.init()
    title = "carousel"
    scrollStack.addRow(controller: field)
  }

  required init?(coder: NSCoder) { nil }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(300) }
}
