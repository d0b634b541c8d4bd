import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A controller that contains the stack's controller cannot become one of its rows: the
/// containment would be a cycle.
@Suite @MainActor struct ContainmentCycleTests {
  @Test func theStackControllersParentIsRefusedAsARowAndTransitionsStillEnd() {
    let fixture = StackFixture()
    let parent = LoggingViewController()
    parent.addChild(fixture.controller)
    fixture.controller.didMove(toParent: parent)
    let counter = CompletionCounter()

    let row = fixture.stack.addRow(controller: parent, completion: counter.handler)

    #expect(row == nil)
    #expect(fixture.diagnosticKinds == [.duplicateContent])
    #expect(fixture.stack.rows.isEmpty)
    #expect(parent.parent == nil)
    #expect(counter.count == 1)
    // Without the refusal this would recurse until the stack overflows: a rotation's
    // `viewWillTransition(to:with:)` reaches every child, and its completion runs at its end.
    rotate(root: parent)
  }

  @Test func aGrandparentIsRefusedByReplaceAndAddRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let grandparent = LoggingViewController()
    let parent = LoggingViewController()
    grandparent.addChild(parent)
    parent.addChild(fixture.controller)

    #expect(fixture.stack.replaceRow(index: 0, withRow: grandparent) == nil)
    #expect(fixture.stack.addRows(controllers: [grandparent, parent]).isEmpty)
    #expect(fixture.diagnosticKinds == [.duplicateContent, .duplicateContent, .duplicateContent])
    #expect(fixture.titles == ["r0"])
    rotate(root: grandparent)
  }

  @Test func anOuterStackControllerIsRefusedByTheStackNestedInIt() {
    let outer = StackFixture()
    let inner = ScrollStackController()
    #expect(outer.stack.addRow(controller: inner) != nil)

    #expect(inner.scrollStack.addRow(controller: outer.controller) == nil)
    #expect(inner.scrollStack.rows.isEmpty)
    #expect(inner.parent === outer.controller)
  }

  @Test func aViewCannotContainItsOwnAncestor() {
    let parent = UIView()
    let child = UIView()
    // UIKit raises on a cycle; the double refuses the move.
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
  }

  // MARK: Helpers

  /// Makes `root` the root of a shown window and rotates the device to landscape, to the end of
  /// the transition.
  private func rotate(root: UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    ScreenTestDriver.rotate(window, to: CGSize(width: 844, height: 390))
    ScreenTestDriver.finishAnimations()
    #expect(window.bounds.size == CGSize(width: 844, height: 390))
  }
}
