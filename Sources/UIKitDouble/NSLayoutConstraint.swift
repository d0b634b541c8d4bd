// Auto Layout (GNL; H16:NSLayoutConstraint.h, H16:NSLayoutAnchor.h, H16:UILayoutGuide.h; AN16, OV16).

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, @unchecked Sendable {
  public var rawValue: Float
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { fatalError() }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
}

extension UILayoutPriority {
  // Computed in the SDK's overlay.
  public static var required: UILayoutPriority { fatalError() }
  public static var fittingSizeLevel: UILayoutPriority { fatalError() }
}

extension NSLayoutConstraint {
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public enum Relation: Int, @unchecked Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  public enum Attribute: Int, @unchecked Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0
  }
}

@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) { fatalError() }
  open var priority: UILayoutPriority {
    get { fatalError() }
    set { fatalError() }
  }
  open var shouldBeArchived: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var firstItem: AnyObject? { fatalError() }  // unowned(unsafe) in the SDK (computed here)
  open var secondItem: AnyObject? { fatalError() }  // unowned(unsafe) in the SDK (computed here)
  open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
  open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
  open var relation: NSLayoutConstraint.Relation { fatalError() }
  open var multiplier: CGFloat { fatalError() }
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var identifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // The six factories carry warn_unused_result: not discardable.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  { fatalError() }
}

@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
}

@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
}

@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  open var owningView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }  // weak in the SDK (computed here)
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
}
