import Foundation
import Testing

@testable import ScrollStack

/// `isDescendant(of:)` answers without walking up when the other view has no subviews; the
/// answers stay those of the walk.
@Suite @MainActor struct ViewDescendantTests {
  @Test func aViewWithoutSubviewsIsADescendantOfItselfOnly() {
    let root = UIView()
    let leaf = UIView()
    let other = UIView()
    root.addSubview(leaf)

    #expect(leaf.isDescendant(of: leaf))
    #expect(other.isDescendant(of: other))
    #expect(root.isDescendant(of: leaf) == false)
    #expect(other.isDescendant(of: leaf) == false)
  }

  @Test func aViewIsADescendantOfEachOfItsAncestors() {
    let chain = (0..<4).map { _ in UIView() }
    for (parent, child) in zip(chain, chain.dropFirst()) { parent.addSubview(child) }

    #expect(chain.allSatisfy { chain[3].isDescendant(of: $0) })
    #expect(chain[1].isDescendant(of: chain[2]) == false)
    #expect(chain[0].isDescendant(of: chain[3]) == false)
  }

  @Test func anAncestorInsertedIntoItsDescendantIsRefused() {
    let root = UIView()
    let leaf = UIView()
    root.addSubview(leaf)

    leaf.addSubview(root)
    root.addSubview(root)

    #expect(leaf.subviews.isEmpty)
    #expect(root.superview == nil)
    #expect(root.subviews.count == 1 && root.subviews.first === leaf)
  }
}
