import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - NestedStackController

/// A stack controller shown as a row of another stack, with a fixed size and rows of its own.
@MainActor
final class NestedStackController: Headless.ScrollStackController, Headless.ScrollStackContainableController,
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

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { size }
}
