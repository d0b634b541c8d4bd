import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - NestedStackController

/// A stack controller shown as a row of another stack, with a fixed size and rows of its own.
@MainActor
final class NestedStackController: ScrollStackController, ScrollStackContainableController,
  ModelRowController
{
  var size: ScrollStackControllerSize?
  var diagnostics: [StackDiagnostic] = []

  init(_ title: String, size: ScrollStackControllerSize) {
    self.size = size
    super.init()
    self.title = title
    scrollStack.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
    scrollStack.addRows(controllers: [SizedController("\(title).0", size: .fixed(30)), SizedController("\(title).1")])
  }

  required init?(coder: NSCoder) { nil }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { size }
}
