// Layout anchors (H16:NSLayoutAnchor.h; "NSLayoutAnchor" in Apple's documentation).

/// One attribute of a view or layout guide, to make constraints from. Each factory returns an
/// inactive constraint `self (relation) anchor + c` with multiplier 1 and priority `.required`.
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // MARK: Storage

  /// The view or layout guide (not retained: `nil` once it is freed, as the constraint holds it).
  var item: AnyObject? { itemReference.item }
  /// How the anchor refers to its item (see `LayoutItemReference`), handed as it is to the
  /// constraints the anchor makes.
  private let itemReference: LayoutItemReference
  /// The attribute of `item` the anchor stands for.
  let attribute: NSLayoutConstraint.Attribute

  /// The anchor for `attribute` of the item `reference` refers to (a view's or a guide's
  /// `layoutItemReference`).
  init(reference: LayoutItemReference, attribute: NSLayoutConstraint.Attribute) {
    itemReference = reference
    self.attribute = attribute
    super.init()
  }

  /// A constraint `self (relation) multiplier × anchor + c`.
  func makeConstraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstReference: itemReference, firstAttribute: attribute, relation: relation,
      secondReference: anchor?.itemReference, secondAttribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: c)
  }

  // MARK: Factories
  // The six factories carry warn_unused_result: not discardable.

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor, constant: 0)
  }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, anchor, constant: 0)
  }
  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor, constant: c)
  }
  /// `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { makeConstraint(.greaterThanOrEqual, anchor, constant: c) }
  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  { makeConstraint(.lessThanOrEqual, anchor, constant: c) }
}
