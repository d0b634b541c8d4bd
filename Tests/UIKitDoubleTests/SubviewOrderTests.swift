import ScrollStackUIKitDouble
import Testing

/// The subviews' order through long runs of insertions, moves and removals (the double keeps
/// each subview's position to find it without a scan; these tests hold it to UIKit's order).
@Suite @MainActor struct SubviewOrderTests {
  // MARK: Model

  /// The subviews as UIKit orders them, by plain array operations, for two unrelated superviews.
  struct Model {
    var subviews: [[UIView]] = [[], []]

    func parent(of view: UIView) -> Int? { subviews.firstIndex { $0.contains { $0 === view } } }

    mutating func remove(_ view: UIView) {
      for index in subviews.indices { subviews[index].removeAll { $0 === view } }
    }

    /// `insertSubview(_:at:)`: out of its old place first, then at `index` clamped.
    mutating func insert(_ view: UIView, at index: Int, in parent: Int) {
      remove(view)
      subviews[parent].insert(view, at: min(max(0, index), subviews[parent].count))
    }

    /// `insertSubview(_:belowSubview:)` (`offset` 0) or `aboveSubview:` (1); on top when the
    /// sibling is not a subview of `parent`.
    mutating func insert(_ view: UIView, nextTo sibling: UIView, offset: Int, in parent: Int) {
      guard sibling !== view, var position = subviews[parent].firstIndex(where: { $0 === sibling }) else {
        insert(view, at: Int.max, in: parent)
        return
      }
      if let current = subviews[parent].firstIndex(where: { $0 === view }), current < position { position -= 1 }
      insert(view, at: position + offset, in: parent)
    }
  }

  /// A seeded generator (SplitMix64), so that a failure repeats.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((value ^ (value >> 31)) % UInt64(bound))
    }
  }

  // MARK: Tests

  @Test(
    "subviews keep UIKit's order through 3,000 random insertions, moves and removals — UIView.subviews, insertSubview(_:at:), insertSubview(_:belowSubview:), insertSubview(_:aboveSubview:), removeFromSuperview()"
  )
  func randomOperationsKeepOrder() {
    let parents = [UIView(), UIView()]
    let views = (0..<40).map { _ in UIView() }
    var model = Model()
    var generator = Generator(state: 21)
    for step in 0..<3_000 {
      let view = views[generator.next(views.count)]
      let sibling = views[generator.next(views.count)]
      let target = generator.next(2)
      let parent = parents[target]
      switch generator.next(8) {
      case 0:
        parent.addSubview(view)
        model.insert(view, at: Int.max, in: target)
      case 1:
        let index = generator.next(50) - 5
        parent.insertSubview(view, at: index)
        model.insert(view, at: index, in: target)
      case 2:
        parent.insertSubview(view, belowSubview: sibling)
        model.insert(view, nextTo: sibling, offset: 0, in: target)
      case 3:
        parent.insertSubview(view, aboveSubview: sibling)
        model.insert(view, nextTo: sibling, offset: 1, in: target)
      case 4:
        if model.parent(of: view) == target {
          parent.bringSubviewToFront(view)
          model.insert(view, at: Int.max, in: target)
        }
      case 5:
        if model.parent(of: view) == target {
          parent.sendSubviewToBack(view)
          model.insert(view, at: 0, in: target)
        }
      default:
        view.removeFromSuperview()
        model.remove(view)
      }
      // Read only now and then: removals pile up between reads, as in a stack's bulk changes.
      if step % 7 == 0 || step == 2_999 {
        #expect(parents[0].subviews == model.subviews[0], "step \(step)")
        #expect(parents[1].subviews == model.subviews[1], "step \(step)")
        let superviewsAgree = views.allSatisfy { view in
          model.parent(of: view).map { parents[$0] === view.superview } ?? (view.superview == nil)
        }
        #expect(superviewsAgree, "step \(step)")
      }
    }
  }

  @Test(
    "Removing many subviews from the front, then inserting below one, keeps the order — UIView.removeFromSuperview()")
  func removalsFromTheFrontThenInsertion() {
    let parent = UIView()
    let views = (0..<100).map { _ in UIView() }
    for view in views { parent.addSubview(view) }
    for view in views[0..<60] { view.removeFromSuperview() }
    for view in views[90..<100].reversed() { view.removeFromSuperview() }
    let newcomer = UIView()
    parent.insertSubview(newcomer, belowSubview: views[70])
    #expect(parent.subviews == Array(views[60..<70]) + [newcomer] + Array(views[70..<90]))
    views[89].removeFromSuperview()
    parent.addSubview(views[0])
    #expect(parent.subviews == Array(views[60..<70]) + [newcomer] + Array(views[70..<89]) + [views[0]])
  }

  @Test("A subview removed from the middle is released at once — UIView.removeFromSuperview()")
  func removedSubviewIsReleased() {
    let parent = UIView()
    let (first, last) = (UIView(), UIView())
    weak var middle: UIView?
    do {
      let view = UIView()
      middle = view
      parent.addSubview(first)
      parent.addSubview(view)
      parent.addSubview(last)
      view.removeFromSuperview()
    }
    #expect(middle == nil)
    #expect(parent.subviews == [first, last])
  }
}
