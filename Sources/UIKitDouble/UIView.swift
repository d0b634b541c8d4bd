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

  // Auto Layout
  open var constraints: [NSLayoutConstraint] { fatalError() }
  open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open func setNeedsUpdateConstraints() { fatalError() }
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }

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
