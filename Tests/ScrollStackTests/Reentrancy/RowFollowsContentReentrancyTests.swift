import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// The delegate that hears a row follow its content may change the stack, or let it go, from its
/// callback: nothing crashes and the stack stays consistent.
@Suite @MainActor struct RowFollowsContentReentrancyTests {
  private static let longText = String(repeating: "word ", count: 8)

  @Test func theDelegateMayRemoveTheResizedRowWhenItHearsTheResize() throws {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    let card = LabelCard(text: "Short")
    fixture.stack.addRow(view: card)
    fixture.addFixedRows(1)
    fixture.layout()
    var removed = false
    fixture.delegate.onEvent = { event in
      guard event.hasPrefix("contentSize"), !removed else { return }
      removed = true
      fixture.stack.removeRow(index: 0)
    }

    card.label.text = Self.longText
    fixture.layout()
    fixture.layout()

    #expect(removed)
    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  /// A table of `count` rows of 44 points that does not scroll (its row follows its contentSize).
  private final class TableRows: NSObject, UITableViewDataSource {
    var count: Int
    let table = UITableView(frame: .zero, style: .plain)

    init(_ count: Int) {
      self.count = count
      super.init()
      table.rowHeight = 44
      table.isScrollEnabled = false
      table.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    /// Loads `count` rows at the next layout pass.
    func load(_ count: Int) {
      self.count = count
      table.reloadData()
    }
  }

  @Test func theDelegateMayRemoveARowFollowingATableWhenItHearsTheResize() throws {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    let rows = TableRows(2)
    fixture.stack.addRow(view: rows.table)
    fixture.addFixedRows(1)
    fixture.layout()
    #expect(fixture.stack.rows.first?.frame.height == 88)
    var removed = false
    fixture.delegate.onEvent = { event in
      guard event.hasPrefix("contentSize"), !removed else { return }
      removed = true
      fixture.stack.removeRow(index: 0)
    }

    rows.load(6)
    fixture.layout()
    fixture.layout()
    rows.load(1)
    rows.table.layoutIfNeeded()
    fixture.layout()

    #expect(removed)
    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func anObserverOfTheTableMayRemoveItsRowBeforeTheRowHearsTheChange() throws {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    let rows = TableRows(2)
    // Observed before the row is added: this handler runs before the row's.
    let stack = fixture.stack
    let observation = rows.table.observe(\.contentSize, options: [.new]) { _, change in
      guard (change.newValue?.height ?? 0) > 200 else { return }
      _ = MainThreadCallback.run { stack.removeRow(index: 0) }
    }
    fixture.stack.addRow(view: rows.table)
    fixture.addFixedRows(1)
    fixture.layout()

    rows.load(6)
    fixture.layout()
    fixture.layout()

    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.stack.rows.first?.frame.minY == 0)
    #expect(fixture.inconsistencies().isEmpty)
    observation.invalidate()
  }

  @Test func theDelegateMayRemoveTheRowInsideAnAnimationBlock() throws {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    let card = LabelCard(text: "Short")
    fixture.stack.addRow(view: card)
    fixture.addFixedRows(1)
    fixture.layout()
    var removed = false
    fixture.delegate.onEvent = { event in
      guard event.hasPrefix("contentSize"), !removed else { return }
      removed = true
      fixture.stack.removeRow(index: 0)
    }

    UIView.animate(withDuration: 0.3) {
      card.label.text = Self.longText
      fixture.layout()
    }
    fixture.finishAnimations()

    #expect(removed)
    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func theDelegateMayLetGoOfTheStackWhenItHearsTheResize() throws {
    ScreenTestDriver.reset()
    let delegate = RecordingScrollStackDelegate()
    var controller: ScrollStackController? = ScrollStackController()
    weak let weakStack = controller?.scrollStack
    controller?.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller?.scrollStack.rowAttachment = .all
    controller?.scrollStack.stackDelegate = delegate
    let card = LabelCard(text: "Short")
    controller?.scrollStack.addRow(view: card)
    controller?.view.layoutIfNeeded()
    delegate.onEvent = { event in
      if event.hasPrefix("contentSize") { controller = nil }
    }

    UIView.animate(withDuration: 0.3) {
      card.label.text = Self.longText
      weakStack?.layoutIfNeeded()
    }
    weakStack?.layoutIfNeeded()
    ScreenTestDriver.finishAnimations()

    #expect(controller == nil)
    #expect(weakStack == nil)
  }
}
