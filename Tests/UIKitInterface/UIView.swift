// UIResponder and UIView (G17, H16:UIView.h, H16:UIResponder.h, H16:UIWindow.h; X where noted).

@MainActor @preconcurrency open class UIResponder: NSObject {
  public override init() { fatalError() }
  open var next: UIResponder? { fatalError() }
  open var canBecomeFirstResponder: Bool { fatalError() }
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
  open var canResignFirstResponder: Bool { fatalError() }
  @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
  open var isFirstResponder: Bool { fatalError() }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  nonisolated public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  nonisolated public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  nonisolated public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
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
  open class var layerClass: AnyClass { fatalError() }
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }

  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var tag: Int {
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
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
  open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
  open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
  open var autoresizesSubviews: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  open func sizeToFit() { fatalError() }

  // UIViewHierarchy
  open var superview: UIView? { fatalError() }
  open var subviews: [UIView] { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  open func addSubview(_ view: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
  open func bringSubviewToFront(_ view: UIView) { fatalError() }
  open func sendSubviewToBack(_ view: UIView) { fatalError() }
  open func didAddSubview(_ subview: UIView) { fatalError() }
  open func willRemoveSubview(_ subview: UIView) { fatalError() }
  open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
  open func didMoveToSuperview() { fatalError() }
  open func willMove(toWindow newWindow: UIWindow?) { fatalError() }
  open func didMoveToWindow() { fatalError() }
  open func isDescendant(of view: UIView) -> Bool { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  open func layoutSubviews() { fatalError() }
  // UIView (UITextField) category in H16:UITextField.h; imported BOOL results are discardable.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
  open var layoutMargins: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open var preservesSuperviewLayoutMargins: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  open func safeAreaInsetsDidChange() { fatalError() }
  open var layoutMarginsGuide: UILayoutGuide { fatalError() }
  open var readableContentGuide: UILayoutGuide { fatalError() }
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  // UIViewRendering
  open func setNeedsDisplay() { fatalError() }
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
  open var isOpaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  // UIViewGestureRecognizers
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set { fatalError() }
  }
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }

  // Auto Layout
  open var constraints: [NSLayoutConstraint] { fatalError() }
  open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open func updateConstraintsIfNeeded() { fatalError() }
  open func updateConstraints() { fatalError() }
  open func setNeedsUpdateConstraints() { fatalError() }
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var intrinsicContentSize: CGSize { fatalError() }
  open func invalidateIntrinsicContentSize() { fatalError() }
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    fatalError()
  }
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    fatalError()
  }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError() }
  open var layoutGuides: [UILayoutGuide] { fatalError() }
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

  // Traits (UITraitEnvironment)
  open var traitCollection: UITraitCollection { fatalError() }
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

  // Accessibility: declared by UIKit in categories on NSObject (X, DOCS); declared here because
  // swift-corelibs NSObject cannot take them and UIView is where the library overrides them.
  open var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityHint: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityValue: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityIdentifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityElements: [Any]? {
    get { fatalError() }
    set { fatalError() }
  }
  open var shouldGroupAccessibilityChildren: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func accessibilityActivate() -> Bool { fatalError() }

  // UIViewAnimationWithBlocks (G17).
  open class func setAnimationsEnabled(_ enabled: Bool) { fatalError() }
  open class var areAnimationsEnabled: Bool { fatalError() }
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
  open class var inheritedAnimationDuration: TimeInterval { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    fatalError()
  }

}

extension UIView {
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 0, height: 0)
}

extension UIView {
  public enum AnimationCurve: Int, @unchecked Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }

  public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }

  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var flexibleLeftMargin: UIView.AutoresizingMask { fatalError() }
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
    public static var flexibleRightMargin: UIView.AutoresizingMask { fatalError() }
    public static var flexibleTopMargin: UIView.AutoresizingMask { fatalError() }
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    public static var flexibleBottomMargin: UIView.AutoresizingMask { fatalError() }
  }

  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layoutSubviews: UIView.AnimationOptions { fatalError() }
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
    public static var `repeat`: UIView.AnimationOptions { fatalError() }
    public static var autoreverse: UIView.AnimationOptions { fatalError() }
    public static var overrideInheritedDuration: UIView.AnimationOptions { fatalError() }
    public static var overrideInheritedCurve: UIView.AnimationOptions { fatalError() }
    public static var allowAnimatedContent: UIView.AnimationOptions { fatalError() }
    public static var showHideTransitionViews: UIView.AnimationOptions { fatalError() }
    public static var overrideInheritedOptions: UIView.AnimationOptions { fatalError() }
    public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
    public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
    public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
    public static var curveLinear: UIView.AnimationOptions { fatalError() }
    public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError() }
  }
}
