import Foundation
import ScrollStackTestSupport
import Testing

/// The README's quick start, compiled and checked.
@MainActor
final class ReadmeGalleryController: UIViewController, ScrollStackContainableController {
  func scrollStackRowSizeForAxis(
    _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
  ) -> ScrollStackControllerSize? {
    .fixed(300)
  }
}

/// The README's UIKit screen (its compiled copy is `Tests/UIKitVocabulary/ReadmeUIKitExample.swift`),
/// run on the UIKit double.
final class ReadmeProfileViewController: ScrollStackController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let welcome = UILabel()
    welcome.text = "Welcome back"
    welcome.heightAnchor.constraint(equalToConstant: 120).isActive = true
    scrollStack.addRow(view: welcome)
    scrollStack.addRow(controller: ReadmeGalleryController())
    scrollStack.lastRow?.onTap = { row in print("tapped row \(row.index ?? -1)") }
  }
}

@Suite @MainActor struct ReadmeExampleTests {
  @Test func uikitScreenShowsItsRowsInAWindow() {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = ReadmeProfileViewController()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()

    let rows = screen.scrollStack.rows
    #expect(rows.map(\.frame.compactText) == ["(0, 0, 390, 120)", "(0, 120, 390, 300)"])
    #expect(rows.map(\.isTappable) == [false, true])
    #expect(rows.last?.controller is ReadmeGalleryController)
    #expect(rows.last?.controller?.parent === screen)
  }

  @Test func quickStartShowsTheDocumentedRows() {
    ScreenTestDriver.reset()
    var printed: [String] = []
    func print(_ line: String) { printed.append(line) }

    let stackController = ScrollStackController()
    stackController.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
    let stack = stackController.scrollStack

    let welcome = UIView()
    welcome.heightAnchor.constraint(equalToConstant: 120).isActive = true
    stack.addRow(view: welcome)
    stack.addRow(controller: ReadmeGalleryController())
    stack.addRow(controller: ReadmeGalleryController(), at: .top)

    stackController.view.layoutIfNeeded()
    stack.contentOffset = CGPoint(x: 0, y: 250)
    for row in stack.rows {
      print("\(row.index ?? -1) \(row.frame.compactText) \(row.visibility)")
    }

    #expect(
      printed == [
        "0 (0, 0, 390, 300) partial(16.67%)",
        "1 (0, 300, 390, 120) entire",
        "2 (0, 420, 390, 300) partial(76.67%)",
      ])
  }

  @Test func diagnosticExampleReportsTheBadIndex() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    stack.addRows(views: [UIView(), UIView(), UIView()])
    var messages: [String] = []
    stack.onDiagnostic = { messages.append($0.description) }
    #expect(stack.removeRow(index: 42) == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("[indexOutOfRange] removeRow(index:animated:completion:): Index 42") == true)
  }
}

/// A message bubble 88 points tall, as the README's long-stack example uses.
@MainActor
private func messageView() -> UIView {
  let view = UIView()
  view.heightAnchor.constraint(equalToConstant: 88).isActive = true
  return view
}

/// The README's long-stack example, compiled and checked.
@Suite @MainActor struct ReadmeLongStackExampleTests {
  @Test func windowedRowsFollowTheScreen() {
    let messages = (0..<10_000).map { _ in messageView() }
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    stack.estimatedRowLength = 60
    stack.addRows(views: messages)
    stack.layoutIfNeeded()
    #expect(stack.displayedRows.count == 19)
    stack.scrollToRow(index: 5_000, at: .initial, animated: false)
    stack.layoutIfNeeded()
    #expect(stack.displayedRows.first?.index == 4_990)
    #expect(stack.visibleRows.first?.index == 5_000)
    #expect(stack.rows[5_000].frame.minY == stack.contentOffset.y)
    stack.rowAttachment = .all
    #expect(stack.displayedRows.count == 10_000)
    #expect(stack.contentSize.height == 880_000)
  }
}
