import Foundation
import Testing

@testable import ScrollStackHeadless

/// `isDescendant(of:)` answers without walking up when the other view has no subviews; the
/// answers stay those of the walk.
@Suite @MainActor struct ViewDescendantTests {
  @Test func aViewWithoutSubviewsIsADescendantOfItselfOnly() {
    let root = Headless.View()
    let leaf = Headless.View()
    let other = Headless.View()
    root.addSubview(leaf)

    #expect(leaf.isDescendant(of: leaf))
    #expect(other.isDescendant(of: other))
    #expect(root.isDescendant(of: leaf) == false)
    #expect(other.isDescendant(of: leaf) == false)
  }

  @Test func aViewIsADescendantOfEachOfItsAncestors() {
    let root = Headless.View()
    let middle = Headless.View()
    let leaf = Headless.View()
    root.addSubview(middle)
    middle.addSubview(leaf)

    #expect(leaf.isDescendant(of: middle))
    #expect(leaf.isDescendant(of: root))
    #expect(middle.isDescendant(of: leaf) == false)
  }

  @Test func anAncestorInsertedIntoItsDescendantIsRefused() {
    let root = Headless.View()
    let leaf = Headless.View()
    root.addSubview(leaf)

    leaf.addSubview(root)
    root.addSubview(root)

    #expect(leaf.subviews.isEmpty)
    #expect(root.superview == nil)
    #expect(root.subviews.count == 1 && root.subviews.first === leaf)
  }
}
