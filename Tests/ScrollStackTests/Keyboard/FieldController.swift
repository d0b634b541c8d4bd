import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - FieldController

/// A row holding a text field, 100 points tall.
@MainActor
final class FieldController: LoggingViewController, ScrollStackContainableController {
  let field: UITextField

  init(_ title: String) {
    field = UITextField(frame: CGRect(x: 16, y: 40, width: 200, height: 44))
    field.placeholder = title
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    super.loadView()
    view.addSubview(field)
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}
