import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A view's `superview` is not a weak reference (that would give every row a side table), yet
/// reads as one: nil once the view leaves its superview or the superview is deallocated.
@Suite @MainActor struct SuperviewReferenceTests {
  @Test func aSubviewKeptElsewhereHasNoSuperviewOnceItsSuperviewIsDeallocated() {
    let child = Headless.View()
    let grandchild = Headless.View()
    var parent: Headless.View? = Headless.View()
    parent?.addSubview(child)
    child.addSubview(grandchild)
    #expect(child.superview === parent)

    parent = nil

    #expect(child.superview == nil)
    #expect(child.window == nil)
    #expect(grandchild.superview === child)
    #expect(grandchild.isDescendant(of: child))
  }

  @Test func aRowKeptAfterItsStackIsDeallocatedHasNoSuperview() {
    var stack: Headless.ScrollStack? = Headless.ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let content = Headless.View(intrinsicSize: CGSize(width: 0, height: 50))
    stack?.addRow(view: content)
    let row = stack?.rows.first
    #expect(row?.superview === stack)
    #expect(content.superview === row)

    stack = nil

    #expect(row?.superview == nil)
    #expect(content.superview === row)
  }

  @Test func aViewMovedToAnotherSuperviewNamesTheNewOne() {
    let first = Headless.View()
    let second = Headless.View()
    let child = Headless.View()
    first.addSubview(child)

    second.addSubview(child)

    #expect(child.superview === second)
    #expect(first.subviews.isEmpty)
  }
}
