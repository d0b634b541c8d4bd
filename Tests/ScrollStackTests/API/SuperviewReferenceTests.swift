import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A view's `superview` is not a weak reference (that would give every row a side table), yet
/// reads as one: nil once the view leaves its superview or the superview is deallocated.
@Suite @MainActor struct SuperviewReferenceTests {
  @Test func aSubviewKeptElsewhereHasNoSuperviewOnceItsSuperviewIsDeallocated() {
    let child = UIView()
    let grandchild = UIView()
    var parent: UIView? = UIView()
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
    var stack: ScrollStack? = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let content = SizedView(intrinsicSize: CGSize(width: 0, height: 50))
    stack?.addRow(view: content)
    let row = stack?.rows.first
    #expect(row?.superview === stack)
    #expect(content.superview === row)

    stack = nil

    #expect(row?.superview == nil)
    #expect(content.superview === row)
  }

  @Test func aViewMovedToAnotherSuperviewNamesTheNewOne() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)

    second.addSubview(child)

    #expect(child.superview === second)
    #expect(first.subviews.isEmpty)
  }
}
