import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A controller that contains the stack's controller cannot become one of its rows: the
/// containment would be a cycle.
@Suite @MainActor struct ContainmentCycleTests {
  @Test func theStackControllersParentIsRefusedAsARowAndTransitionsStillEnd() {
    let fixture = StackFixture()
    let parent = Headless.ViewController()
    parent.addChild(fixture.controller)
    fixture.controller.didMove(toParent: parent)
    let counter = CompletionCounter()

    let row = fixture.stack.addRow(controller: parent, completion: counter.handler)

    #expect(row == nil)
    #expect(fixture.diagnosticKinds == [.duplicateContent])
    #expect(fixture.stack.rows.isEmpty)
    #expect(parent.parent == nil)
    #expect(counter.count == 1)
    // Without the refusal this would recurse until the stack overflows.
    parent.viewWillTransition(to: CGSize(width: 480, height: 320))
  }

  @Test func aGrandparentIsRefusedByReplaceAndAddRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let grandparent = Headless.ViewController()
    let parent = Headless.ViewController()
    grandparent.addChild(parent)
    parent.addChild(fixture.controller)

    #expect(fixture.stack.replaceRow(index: 0, withRow: grandparent) == nil)
    #expect(fixture.stack.addRows(controllers: [grandparent, parent]).isEmpty)
    #expect(fixture.diagnosticKinds == [.duplicateContent, .duplicateContent, .duplicateContent])
    #expect(fixture.titles == ["r0"])
    grandparent.viewDidTransition(to: CGSize(width: 480, height: 320))
  }

  @Test func anOuterStackControllerIsRefusedByTheStackNestedInIt() {
    let outer = StackFixture()
    let inner = Headless.ScrollStackController()
    #expect(outer.stack.addRow(controller: inner) != nil)

    #expect(inner.scrollStack.addRow(controller: outer.controller) == nil)
    #expect(inner.scrollStack.rows.isEmpty)
    #expect(inner.parent === outer.controller)
  }

  @Test func aViewCannotContainItsOwnAncestor() {
    let parent = Headless.View()
    let child = Headless.View()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
  }
}
