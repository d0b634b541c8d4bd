import Foundation
import ScrollStackHeadless
import Testing

/// The README's quick start, compiled and checked.
@MainActor
final class ReadmeGalleryController: Headless.ViewController, Headless.ScrollStackContainableController {
  func scrollStackRowSizeForAxis(
    _ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack
  ) -> ScrollStackControllerSize? {
    .fixed(300)
  }
}

@Suite @MainActor struct ReadmeExampleTests {
  @Test func quickStartPrintsTheDocumentedSnapshot() {
    let stackController = Headless.ScrollStackController()
    stackController.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
    let stack = stackController.scrollStack

    let welcome = Headless.View(intrinsicSize: CGSize(width: 390, height: 120))
    stack.addRow(view: welcome)
    stack.addRow(controller: ReadmeGalleryController())
    stack.addRow(controller: ReadmeGalleryController(), at: .top)

    stack.contentOffset = CGPoint(x: 0, y: 250)
    #expect(
      stack.layoutSnapshot() == """
        0 row (0, 0, 390, 300) partial(16.67%) sep
        1 row (0, 300, 390, 120) entire sep
        2 row (0, 420, 390, 300) partial(76.67%) sep
        """)
  }

  @Test func diagnosticExampleReportsTheBadIndex() {
    let stack = Headless.ScrollStack(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    stack.addRows(views: [Headless.View(), Headless.View(), Headless.View()])
    var messages: [String] = []
    stack.onDiagnostic = { messages.append($0.description) }
    #expect(stack.removeRow(index: 42) == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("[indexOutOfRange] removeRow(index:animated:completion:): Index 42") == true)
  }
}

/// The README's long-stack example, compiled and checked.
@Suite @MainActor struct ReadmeLongStackExampleTests {
  @Test func windowedRowsFollowTheScreen() {
    let messages = (0..<10_000).map { _ in Headless.View(intrinsicSize: CGSize(width: 390, height: 88)) }
    let stack = Headless.ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    stack.estimatedRowLength = 60
    stack.addRows(views: messages)
    #expect(stack.displayedRows.count == 19)
    stack.scrollToRow(index: 5_000, at: .initial)
    #expect(stack.displayedRows.first?.index == 4_990)
    #expect(stack.visibleRows.first?.index == 5_000)
    #expect(stack.rows[5_000].frame.minY == stack.contentOffset.y)
    stack.rowAttachment = .all
    #expect(stack.displayedRows.count == 10_000)
    #expect(stack.contentSize.height == 880_000)
  }
}
