import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// An animated insertion grows the new row in its place while the rows after it slide; an
/// animated removal collapses the row with its content inside, then detaches the content, then
/// calls the completion. (The double sets an animation's final values at once: the frames the
/// stack assigns before the animation are read when the delegate hears the layout, which comes
/// before the animation starts.)
@Suite @MainActor struct AnimatedInsertRemoveTests {
  @Test func anAnimatedInsertionPlacesTheNewRowWithNoLengthAtItsPlaceThenGrowsIt() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let stack = fixture.stack
    let added = SizedController("new", size: .fixed(100))
    var atAnimationStart: (row: CGRect, content: CGRect, next: CGRect)?
    fixture.delegate.onEvent = { [unowned stack] event in
      guard event == "layout", atAnimationStart == nil, let row = stack.rowForController(added),
        let next = stack.rows.last
      else { return }
      atAnimationStart = (row.frame, row.contentView.frame, next.frame)
    }

    stack.addRow(controller: added, at: .atIndex(1), animated: true)

    // Before the animation: in its place with no length, its content at its full size (clipped),
    // the rows after it not moved yet.
    #expect(atAnimationStart?.row == CGRect(x: 0, y: 100, width: 320, height: 0))
    #expect(atAnimationStart?.content == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(atAnimationStart?.next == CGRect(x: 0, y: 200, width: 320, height: 100))
    #expect(stack.rowForController(added)?.clipsToBounds == true)
    fixture.finishAnimations()
    #expect(fixture.frames.map(\.minY) == [0, 100, 200, 300])
    #expect(fixture.frames.map(\.height) == [100, 100, 100, 100])
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aNonAnimatedInsertionPlacesTheNewRowAtItsFullLength() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let stack = fixture.stack
    let added = SizedController("new", size: .fixed(100))
    stack.addRow(controller: added, at: .atIndex(1), animated: false)
    #expect(stack.rowForController(added)?.frame == CGRect(x: 0, y: 100, width: 320, height: 100))
  }

  @Test func anAnimatedRemovalCollapsesTheRowWithItsContentThenDetachesItThenCompletes() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let stack = fixture.stack
    let removed = controllers[1]
    guard let row = stack.rowForController(removed) else {
      Issue.record("no row")
      return
    }
    var order: [String] = []
    var detachedAtCompletion: Bool?
    removed.clearLifecycleLog()

    stack.removeRow(index: 1, animated: true) {
      order.append("completion")
      detachedAtCompletion = removed.parent == nil && removed.view.superview == nil && row.superview == nil
    }
    fixture.layout()

    // The model changed at once; the row collapses where the next row slides to, content inside.
    #expect(fixture.titles == ["r0", "r2"])
    #expect(row.frame == CGRect(x: 0, y: 100, width: 320, height: 0))
    #expect(row.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(removed.view.superview === row)
    #expect(row.superview === stack)
    #expect(removed.parent === fixture.controller)
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(removed.parent === fixture.controller)
    #expect(order == [])

    fixture.finishAnimations()
    #expect(order == ["completion"])
    #expect(detachedAtCompletion == true)
    #expect(removed.lifecycleLog.contains(.removedFromParent))
    #expect(row.superview == nil)
    #expect(fixture.inconsistencies() == [])
  }

  @Test func contentAddedAgainWhileItsRowCollapsesLeavesThatRowFirst() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let stack = fixture.stack
    var completions = 0
    stack.removeRow(index: 1, animated: true) { completions += 1 }
    stack.addRow(controller: controllers[1], at: .bottom)
    #expect(fixture.titles == ["r0", "r2", "r1"])
    #expect(controllers[1].parent === fixture.controller)
    fixture.finishAnimations()
    // The ended animation does not take the content out of its new row.
    #expect(controllers[1].parent === fixture.controller)
    #expect(stack.rowForController(controllers[1])?.contentView === controllers[1].view)
    #expect(controllers[1].view.superview === stack.rowForController(controllers[1]))
    #expect(completions == 1)
    #expect(fixture.inconsistencies() == [])
  }
}
