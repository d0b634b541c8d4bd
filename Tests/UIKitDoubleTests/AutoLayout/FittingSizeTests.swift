import ScrollStackUIKitDouble
import Testing

/// `systemLayoutSizeFitting` from constraints and intrinsic sizes, as UIView's documentation of
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` describes.
@Suite(.serialized)
@MainActor struct FittingSizeTests {
  init() { AutoLayoutDiagnostics.reset() }

  @Test(
    "Width required, height as small as the content allows: insets of 8 around a 20-high label fit 36 — UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)"
  )
  func rowHeightFromContent() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 500))
    let label = content.addConstrainedSubview(LabelLikeView())
    NSLayoutConstraint.activate(label.edges(equalTo: content, inset: 8))
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 36))
    // Measuring moves nothing.
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 500))
    #expect(label.frame == .zero)
  }

  @Test("Compressed: both dimensions as small as the content allows — UIView.layoutFittingCompressedSize")
  func compressed() {
    let content = UIView()
    let label = content.addConstrainedSubview(LabelLikeView())
    NSLayoutConstraint.activate(label.edges(equalTo: content, inset: 8))
    #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 36))
  }

  @Test("Expanded: as large as the constraints allow — UIView.layoutFittingExpandedSize")
  func expanded() {
    let content = UIView()
    let box = content.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate(box.edges(equalTo: content, inset: 8))
    NSLayoutConstraint.activate([
      box.heightAnchor.constraint(lessThanOrEqualToConstant: 200),
      box.widthAnchor.constraint(equalToConstant: 40),
    ])
    #expect(content.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 56, height: 216))
  }

  @Test("Nested content and the view's own constraints count — UIView.systemLayoutSizeFitting(_:)")
  func nestedAndOwnConstraints() {
    let content = UIView()
    let card = content.addConstrainedSubview(UIView())
    let label = card.addConstrainedSubview(LabelLikeView())
    NSLayoutConstraint.activate(label.edges(equalTo: card, inset: 8))
    NSLayoutConstraint.activate(card.edges(equalTo: content, inset: 2))
    content.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 44))
  }

  @Test(
    "No constraints inside: the target where required, else the intrinsic size, else the current size if placed by frame, else the target (the double's rule)"
  )
  func noConstraints() {
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 50))
    #expect(plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 90, height: 50))
    let fixedWidth = plain.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fixedWidth == CGSize(width: 320, height: 50))
    let placedByConstraints = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 50))
    placedByConstraints.translatesAutoresizingMaskIntoConstraints = false
    #expect(placedByConstraints.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    let label = LabelLikeView(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
    #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 20))
  }
}
