import ScrollStackUIKitDouble
import Testing

/// A change deep inside views placed by constraints reaches the view that places the outermost of
/// them: UIKit's one Auto Layout engine re-solves it, and the superview of each view whose frame
/// changes lays out again to set it.
@Suite(.serialized)
@MainActor struct NestedIntrinsicSizeChangeTests {
  init() { AutoLayoutDiagnostics.reset() }

  /// A frame-placed holder, a card placed in it by constraints (top, left, right: no height),
  /// and a label-like view pinned to the card's edges; laid out once.
  private func nested() -> (holder: LayoutCountingView, card: UIView, label: LabelLikeView) {
    let holder = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let card = holder.addConstrainedSubview(UIView())
    let label = card.addConstrainedSubview(LabelLikeView())
    NSLayoutConstraint.activate(
      [
        card.topAnchor.constraint(equalTo: holder.topAnchor),
        card.leftAnchor.constraint(equalTo: holder.leftAnchor),
        card.rightAnchor.constraint(equalTo: holder.rightAnchor),
      ] + label.edges(equalTo: card, inset: 0))
    holder.layoutIfNeeded()
    holder.layoutCount = 0
    return (holder, card, label)
  }

  @Test(
    "A nested view's invalidateIntrinsicContentSize lays out the superview of the constraint-placed view it resizes — UIView.invalidateIntrinsicContentSize(), Auto Layout Guide: Views with Intrinsic Content Size"
  )
  func nestedIntrinsicSizeChangeLaysOutTheOuterSuperview() {
    let (holder, card, label) = nested()
    #expect(card.frame.height == 20)

    label.naturalSize = CGSize(width: 100, height: 60)
    holder.layoutIfNeeded()

    #expect(holder.layoutCount == 1)
    #expect(card.frame.height == 60)
    #expect(label.frame.height == 60)
  }

  @Test(
    "A constraint change inside a constraint-placed view lays out that view's superview — NSLayoutConstraint.constant, Auto Layout Guide: Changing Constraints"
  )
  func nestedConstraintChangeLaysOutTheOuterSuperview() {
    let (holder, card, label) = nested()
    let height = label.heightAnchor.constraint(equalToConstant: 30)
    height.isActive = true
    holder.layoutIfNeeded()
    #expect(card.frame.height == 30)
    holder.layoutCount = 0

    height.constant = 45
    holder.layoutIfNeeded()

    #expect(holder.layoutCount == 1)
    #expect(card.frame.height == 45)
  }

  @Test(
    "A view placed by frame stops the change: its superview is not laid out — UIView.translatesAutoresizingMaskIntoConstraints"
  )
  func aFramePlacedViewStopsTheChange() {
    let outer = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let (holder, _, label) = nested()
    outer.addSubview(holder)
    outer.layoutIfNeeded()
    outer.layoutCount = 0
    holder.layoutCount = 0

    label.naturalSize = CGSize(width: 100, height: 60)
    outer.layoutIfNeeded()

    #expect(outer.layoutCount == 0)
    #expect(holder.layoutCount == 1)
  }
}

/// A view that counts its `layoutSubviews()` calls.
private final class LayoutCountingView: UIView {
  var layoutCount = 0
  override func layoutSubviews() {
    layoutCount += 1
    super.layoutSubviews()
  }
}
