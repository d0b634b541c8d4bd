// UIResponder and UIView (G17, H16:UIView.h, H16:UIResponder.h, H16:UIWindow.h; X where noted).

@MainActor @preconcurrency open class UIResponder: NSObject {
  public override init() { fatalError() }
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
  @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
  open var isFirstResponder: Bool { fatalError() }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

// `class let` in the SDK. The notification names are nonisolated (API notes); the `userInfo` keys
// are not, so like every `UIResponder` member they are main-actor isolated.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}

@MainActor @preconcurrency public protocol UICoordinateSpace: NSObjectProtocol {
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

@MainActor @preconcurrency public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

@MainActor @preconcurrency
open class UIView: UIResponder, @preconcurrency NSCoding, UITraitEnvironment,
  UICoordinateSpace
{
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }

  /// The controller whose root view this is (set by `UIViewController` when it loads or is given
  /// its view; `nil` for every other view): UIKit's view delegate, told of window moves and
  /// layout passes through the hooks in UIViewController+ViewHooks.swift.
  weak var owningViewController: UIViewController?

  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // UIViewGeometry
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
  open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
  open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }

  // UIViewHierarchy
  open var superview: UIView? { fatalError() }
  open var subviews: [UIView] { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  open func addSubview(_ view: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
  open func isDescendant(of view: UIView) -> Bool { fatalError() }
  open func didMoveToWindow() { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  open func layoutSubviews() { fatalError() }
  // UIView (UITextField) category in H16:UITextField.h; imported BOOL results are discardable.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
  open var safeAreaInsets: UIEdgeInsets { fatalError() }

  // UIViewRendering
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }  // @NSCopying in the SDK (computed here)
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  // UIViewGestureRecognizers
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }

  // MARK: Auto Layout (owned by the solver)
  // Helper C's part of UIView (see UIView+AutoLayoutHooks.swift and AutoLayout/); the rest of the
  // class is the views' part.

  /// The constraints installed on this view (active, held here as their items' closest common
  /// ancestor, or added with `addConstraint(_:)`).
  var installedConstraints: [NSLayoutConstraint] = []
  /// Stored `translatesAutoresizingMaskIntoConstraints`.
  private var storedTranslatesAutoresizingMask = true
  /// Content hugging, horizontal then vertical (UIKit's default for views made in code: 250).
  private var huggingPriorities = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
  /// Compression resistance, horizontal then vertical (UIKit's default: 750).
  private var compressionPriorities = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
  /// The guides added with `addLayoutGuide(_:)`.
  private var addedLayoutGuides: [UILayoutGuide] = []
  /// The safe area guide, made on first use.
  private var storedSafeAreaLayoutGuide: UILayoutGuide?
  /// The free guides this view owns that its last layout pass placed from constraints (a scroll
  /// view reads whether its content guide is among them before taking `contentSize` from it).
  package var guidesPlacedByLastLayout: [UILayoutGuide] = []

  /// The constraints installed on this view, in the order they were installed.
  open var constraints: [NSLayoutConstraint] { installedConstraints }
  /// Installs `constraint` on this view (it becomes active). Its items must be this view or in
  /// its subtree; otherwise UIKit raises an exception and the double leaves it out and reports it.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    for item in [constraint.firstItem, constraint.secondItem] where item != nil {
      guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) else {
        AutoLayoutDiagnostics.report("\(constraint.summary) not added: an item is not in the subtree of the view")
        return
      }
    }
    constraint.install(on: self)
  }
  /// Installs each constraint (as `addConstraint(_:)`).
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }
  /// Removes `constraint` if this view holds it (it becomes inactive).
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.holder === self { constraint.uninstall() }
  }
  /// Removes each constraint (as `removeConstraint(_:)`).
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
  /// Marks the view for layout. The double has no constraint-update pass: `updateConstraints()`
  /// is not modelled, so constraints changed elsewhere take effect at the next layout pass.
  open func setNeedsUpdateConstraints() { setNeedsLayout() }
  /// Whether the view is placed by its frame (`true`, the default for views made in code) or by
  /// constraints (`false`: its superview's layout pass sets its frame from them).
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslatesAutoresizingMask }
    set {
      guard newValue != storedTranslatesAutoresizingMask else { return }
      storedTranslatesAutoresizingMask = newValue
      superview?.setNeedsLayout()
    }
  }
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
  /// both priorities `.fittingSizeLevel`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    constraintFittingSize(targetSize, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel)
  }
  /// The size the view's constraints (to its subviews, recursively) and its subviews' intrinsic
  /// sizes give, each dimension held at `targetSize` with its priority: exactly at `.required`,
  /// as close as the content allows at `.fittingSizeLevel`. A view with no constraints inside
  /// returns the target where required, else its intrinsic size, else its current size if
  /// placed by frame, else the target.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    constraintFittingSize(
      targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
  }
  /// The leading (left) edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing (right) edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The guides added with `addLayoutGuide(_:)`, in order.
  open var layoutGuides: [UILayoutGuide] { addedLayoutGuides }
  /// Adds `layoutGuide` to the view (its `owningView` becomes the view); the solver places it
  /// when the view lays out.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    addedLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
    setNeedsLayout()
  }
  /// Removes `layoutGuide` from the view (its `owningView` becomes nil).
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    addedLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }
  /// The safe area as a guide: the bounds inset by `safeAreaInsets`, fixed (UIKit places it).
  open var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = storedSafeAreaLayoutGuide { return guide }
    let guide = UILayoutGuide.safeAreaGuide(owner: self)
    storedSafeAreaLayoutGuide = guide
    return guide
  }
  /// The view's natural size, `noIntrinsicMetric` in a dimension it has none in (the default
  /// for a plain view). Subclasses override it; the solver holds a view that has one at it with
  /// its content hugging and compression resistance priorities.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Tells the layout that `intrinsicContentSize` changed: marks the superview for layout, so
  /// its next pass solves with the new size.
  open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }
  /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by
  /// default).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
  }
  /// Sets the content hugging priority along `axis` and marks the superview for layout.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
    superview?.setNeedsLayout()
  }
  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by
  /// default).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
  }
  /// Sets the compression resistance priority along `axis` and marks the superview for layout.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
    superview?.setNeedsLayout()
  }
  // MARK: End of Auto Layout (owned by the solver)

  // Traits (UITraitEnvironment)
  open var traitCollection: UITraitCollection { fatalError() }
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

  // Accessibility: declared by UIKit in nonisolated categories on NSObject (X, DOCS); declared
  // here, nonisolated like the SDK's, because Swift on Linux cannot override a member declared in
  // an extension and UIView is where the library overrides them.
  nonisolated open var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  nonisolated open var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  nonisolated open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  nonisolated open func accessibilityActivate() -> Bool { fatalError() }

  // UIViewAnimationWithBlocks (G17).
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
  open class var inheritedAnimationDuration: TimeInterval { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
}

extension UIView {
  // `class let` in the SDK: main-actor isolated.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
}

extension UIView {

  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
  }

  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
  }
}
