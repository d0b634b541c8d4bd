import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A headless view's subviews leave from either end without shifting the others (a stack ends
/// displaying thousands of rows that way), and from the middle as before; the order of the rest is
/// kept whatever the mix.
@Suite @MainActor struct SubviewRemovalTests {
  @Test func removingFromBothEndsAndTheMiddleKeepsTheOthersInOrder() {
    let parent = UIView()
    let children = (0..<10).map { _ in UIView() }
    children.forEach(parent.addSubview)
    // First, last, last again, the middle, first again: placeholders at the front meanwhile.
    for index in [0, 9, 8, 4, 1] {
      children[index].removeFromSuperview()
      #expect(children[index].superview == nil)
    }
    let expected = [2, 3, 5, 6, 7].map { ObjectIdentifier(children[$0]) }
    #expect(parent.subviews.map(ObjectIdentifier.init) == expected)
    parent.addSubview(children[9])
    parent.insertSubview(children[0], at: 0)
    #expect(
      parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(children[0])] + expected + [
        ObjectIdentifier(children[9])
      ])
  }

  @Test func removingEveryViewBackToFrontEmptiesTheList() {
    let parent = UIView()
    let children = (0..<50).map { _ in UIView() }
    children.forEach(parent.addSubview)
    for child in children.reversed() { child.removeFromSuperview() }
    #expect(parent.subviews.isEmpty)
    parent.addSubview(children[3])
    #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(children[3])])
  }
}
