// Auto Layout constraints (H16:NSLayoutConstraint.h; "NSLayoutConstraint", "isActive",
// "activate(_:)" in Apple's documentation).

/// A relation `first.attribute (relation) multiplier × second.attribute + constant` between two
/// items (views or layout guides), with a priority.
///
/// Active constraints are installed on the closest common ancestor of their items and solved by
/// the double's Auto Layout solver when that ancestor lays out (see the README, "Auto Layout").
/// Activating one between items with no common ancestor is a programmer error UIKit raises an
/// exception for; the double leaves it inactive and reports it through `AutoLayoutDiagnostics`.
/// Not modelled: `firstAnchor`/`secondAnchor`, archiving (`shouldBeArchived` is only stored), the
/// exception UIKit raises when an active constraint's priority crosses `.required`.
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  // MARK: Storage

  /// The first item, not retained, `nil` once freed (UIKit: `unowned(unsafe)`; see
  /// `LayoutItemReference`).
  private let firstItemReference: LayoutItemReference?
  /// The second item, not retained, `nil` once freed (UIKit: `unowned(unsafe)`).
  private let secondItemReference: LayoutItemReference?
  private let storedFirstAttribute: NSLayoutConstraint.Attribute
  private let storedSecondAttribute: NSLayoutConstraint.Attribute
  private let storedRelation: NSLayoutConstraint.Relation
  private let storedMultiplier: CGFloat
  @exclusivity(unchecked) private var storedConstant: CGFloat
  @exclusivity(unchecked) private var storedPriority: UILayoutPriority = .required
  /// The view the constraint is installed on while active (nil while inactive).
  var holder: UIView? {
    get { holderReference?.takeUnretainedValue() }
    set { holderReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// ``holder``, unretained (a weak reference would give the view a side table): it never
  /// dangles, since it is set only while the holder lists the constraint in its
  /// `installedConstraints`, and a holder freed while the constraint lives on clears it in its
  /// `deinit`. (Nonisolated: `deinit` clears it.)
  @exclusivity(unchecked) nonisolated(unsafe) var holderReference: Unmanaged<UIView>?

  // MARK: Making

  /// A constraint between the items `firstReference` and `secondReference` refer to (the
  /// designated initializer behind the public ones and the anchors' factories, which hand over
  /// their items' references as they are: no cast, no count); no second item (and
  /// `.notAnAttribute`) when `secondReference` is nil or its item is freed.
  init(
    firstReference: LayoutItemReference?, firstAttribute: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation, secondReference: LayoutItemReference?,
    secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItemReference = firstReference
    secondItemReference = secondReference
    storedFirstAttribute = firstAttribute
    storedSecondAttribute = secondReference?.hasItem == true ? secondAttribute : .notAnAttribute
    storedRelation = relation
    storedMultiplier = multiplier
    storedConstant = constant
    super.init()
  }

  /// A constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`, inactive, priority
  /// `.required`. `view1` and `view2` are views or layout guides (`view2` nil for a constant
  /// width or height).
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      firstReference: LayoutItemReference.to(Self.layoutItem(view1)), firstAttribute: attr1, relation: relation,
      secondReference: LayoutItemReference.to(Self.layoutItem(view2)), secondAttribute: attr2,
      multiplier: multiplier, constant: c)
  }

  /// The view or layout guide in `item`, looking through optionals (an `AnyObject?` passed as
  /// `Any` arrives wrapped); nil for anything else (UIKit raises for such an item).
  private static func layoutItem(_ item: Any?) -> AnyObject? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide }
    return nil
  }

  // MARK: Terms

  /// The priority, `.required` by default; changing it marks the layout of the items'
  /// superview (UIKit refuses to move an installed constraint between required and optional;
  /// the double allows it).
  open var priority: UILayoutPriority {
    get { storedPriority }
    set {
      storedPriority = newValue
      invalidateLayout()
    }
  }
  /// Stored only: the double archives nothing.
  open var shouldBeArchived: Bool = false
  /// The first item (a view or a layout guide).
  open var firstItem: AnyObject? { firstItemReference?.item }  // unowned(unsafe) in the SDK (computed here)
  /// The second item, nil for a constant width or height.
  open var secondItem: AnyObject? { secondItemReference?.item }  // unowned(unsafe) in the SDK (computed here)
  /// The first item's attribute.
  open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAttribute }
  /// The second item's attribute (`.notAnAttribute` without a second item).
  open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAttribute }
  /// How the first attribute compares with the second.
  open var relation: NSLayoutConstraint.Relation { storedRelation }
  /// The second attribute's multiplier.
  open var multiplier: CGFloat { storedMultiplier }
  /// The constant added to the second attribute. Setting it on an active constraint marks the
  /// first item's superview (and the view holding the constraint) for layout: the next pass
  /// moves the items (UIKit's documented way to animate or retarget a constraint).
  open var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      invalidateLayout()
    }
  }
  /// A name for messages; nil by default.
  open var identifier: String?

  // MARK: Activation

  /// Whether the constraint is installed: setting `true` installs it on the closest common
  /// ancestor of its items (listed in that view's `constraints`), `false` removes it. Items with
  /// no common ancestor: UIKit raises an exception; the double stays inactive and reports it.
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { activateInCommonAncestor() } else { uninstall() }
    }
  }

  /// Activates each constraint (as `isActive = true`).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint (as `isActive = false`).
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  // MARK: Installing

  /// The view an item lays out in: the view itself, or a guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  /// Installs the constraint on the closest common ancestor of its items, or reports why not.
  private func activateInCommonAncestor() {
    guard holderReference == nil else { return }
    // The items are read from their references (no open getter, no cast for a view).
    guard let first = firstItemReference?.layoutView else {
      AutoLayoutDiagnostics.report("\(summary) not activated: its first item is not a view in a hierarchy")
      return
    }
    var ancestor: UIView? = first
    if let secondItemReference, secondItemReference.hasItem {
      guard let second = secondItemReference.layoutView else {
        AutoLayoutDiagnostics.report("\(summary) not activated: its second item is not a view in a hierarchy")
        return
      }
      ancestor = Self.closestCommonAncestor(first, second)
    }
    guard let holder = ancestor else {
      AutoLayoutDiagnostics.report(
        "\(summary) not activated: its items have no common ancestor (UIKit raises an exception here)")
      return
    }
    install(on: holder)
  }

  /// The closest view that is `first` or `second` or an ancestor of both.
  static func closestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
    // A view and its superview (most constraints), without collecting the chain.
    if first === second || first.isSubview(of: second) { return second }
    if second.isSubview(of: first) { return first }
    var chain = Set<ObjectIdentifier>()
    var view: UIView? = first
    while let current = view {
      chain.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = second
    while let current = view {
      if chain.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }

  /// Installs the constraint on `view` (moving it from the view holding it, if any).
  func install(on view: UIView) {
    if holder === view { return }
    uninstall()
    holder = view
    view.installedConstraints.append(self)
    invalidateLayout(holder: view)
  }

  /// Removes the constraint from the view holding it.
  func uninstall() {
    guard let view = holder else { return }
    invalidateLayout(holder: view)
    view.installedConstraints.removeAll { $0 === self }
    holder = nil
  }

  /// Marks for layout the views whose layout the constraint takes part in: the view holding it
  /// and the first item's superview (and the second's), and the superviews of those of them placed
  /// by constraints, up the chain (`markConstraintPlacedAncestorsForLayout()`): their sizes may
  /// follow.
  private func invalidateLayout() {
    guard let holder else { return }
    invalidateLayout(holder: holder)
  }

  /// `invalidateLayout()` for the constraint held by `holder` (passed by a caller that holds
  /// it: no retain of it here).
  private func invalidateLayout(holder: UIView) {
    holder.invalidateLayoutForConstraintChange()
    let firstSuperview = Self.superviewReference(of: firstItemReference)
    invalidateLayout(ofItemSuperview: firstSuperview, holder: holder)
    let secondSuperview = Self.superviewReference(of: secondItemReference)
    // Both items in one superview (siblings): marked once.
    if secondSuperview?.toOpaque() != firstSuperview?.toOpaque() {
      invalidateLayout(ofItemSuperview: secondSuperview, holder: holder)
    }
  }

  /// Whether an item of the constraint may be `view` or in its subtree: `false` only when
  /// neither is (each a view outside the subtree, or freed, or absent); `true` for a guide (its
  /// owner is read by the caller). Reads only stored state: no retain, no open member, so that
  /// `UIView.deactivateConstraintsLeavingHierarchy()` can ask while holding views unretained.
  func mayMentionSubtree(of view: UIView) -> Bool {
    firstItemReference?.mayBeInSubtree(of: view) == true || secondItemReference?.mayBeInSubtree(of: view) == true
  }

  /// The superview of the item `reference` refers to when it is a view, unretained (nil for a
  /// guide, a freed item or a view without a superview).
  private static func superviewReference(of reference: LayoutItemReference?) -> Unmanaged<UIView>? {
    reference?.viewSuperviewReference
  }

  /// Marks `superview` (an item's) as `invalidateLayout()` does; nothing more for the holder,
  /// which it has just marked the same way.
  private func invalidateLayout(ofItemSuperview superview: Unmanaged<UIView>?, holder: UIView) {
    guard let superview, superview.toOpaque() != Unmanaged.passUnretained(holder).toOpaque() else { return }
    // Retained while it is marked: `setNeedsLayout()` may be overridden.
    superview.takeUnretainedValue().invalidateLayoutForConstraintChange()
  }

  // MARK: Description

  /// `first.attribute == multiplier × second.attribute + constant @priority`, for messages.
  var summary: String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return "\(type(of: item))"
    }
    let relationText =
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    let second = secondItem == nil ? "" : "\(multiplier) × \(name(secondItem)).\(secondAttribute) + "
    return "<NSLayoutConstraint \(identifier ?? "") \(name(firstItem)).\(firstAttribute) \(relationText) "
      + "\(second)\(constant) @\(priority.rawValue)>"
  }
}
