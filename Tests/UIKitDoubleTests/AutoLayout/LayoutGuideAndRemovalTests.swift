import ScrollStackUIKitDouble
import Testing

/// A scroll view's content and frame guides, and constraints leaving with a removed view.
@Suite(.serialized)
@MainActor struct LayoutGuideAndRemovalTests {
  init() { AutoLayoutDiagnostics.reset() }

  @Test(
    "Content guide: origin at the content's, size from the content; frame guide: the visible bounds — UIScrollView.contentLayoutGuide, frameLayoutGuide"
  )
  func scrollViewGuides() {
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    scroller.bounds = CGRect(x: 0, y: 50, width: 300, height: 200)
    let content = UILayoutGuide.scrollViewContentGuide(owner: scroller)
    let frame = UILayoutGuide.scrollViewFrameGuide(owner: scroller)
    let document = scroller.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate([
      document.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      document.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      document.topAnchor.constraint(equalTo: content.topAnchor),
      document.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      document.widthAnchor.constraint(equalTo: frame.widthAnchor),
      document.heightAnchor.constraint(equalToConstant: 500),
    ])
    scroller.layoutIfNeeded()
    #expect(document.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(frame.layoutFrame == CGRect(x: 0, y: 50, width: 300, height: 200))
    #expect(scroller.guidesPlacedByLastLayout.map(ObjectIdentifier.init) == [ObjectIdentifier(content)])
    NSLayoutConstraint.deactivate(scroller.constraints)
    scroller.layoutIfNeeded()
    #expect(scroller.guidesPlacedByLastLayout.isEmpty)
  }

  @Test(
    "A scroll view's content size follows constraints on its content layout guide, and only then — UIScrollView.contentLayoutGuide"
  )
  func scrollViewContentSizeFromContentGuide() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    scrollView.contentSize = CGSize(width: 10, height: 10)
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 10, height: 10))
    let document = scrollView.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate([
      document.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      document.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      document.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      document.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      document.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      document.heightAnchor.constraint(equalToConstant: 500),
    ])
    scrollView.setNeedsLayout()
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 300, height: 500))
    #expect(scrollView.contentLayoutGuide.owningView === scrollView)
  }

  @Test("Removing a view deactivates the constraints its ancestors hold on its subtree — UIView.removeFromSuperview()")
  func removalDeactivatesConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = root.addConstrainedSubview(UIView())
    let label = card.addConstrainedSubview(LabelLikeView())
    let outer = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let inner = label.topAnchor.constraint(equalTo: card.topAnchor)
    let unrelated = root.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([outer, inner, unrelated])
    card.removeFromSuperview()
    #expect(!outer.isActive)
    #expect(inner.isActive)
    #expect(unrelated.isActive)
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(unrelated)])
  }
}
