// Auto Layout priorities (H16:NSLayoutConstraint.h; the Comparable conformance and the + and -
// operators come from the SDK's Swift overlay).

/// A constraint's or a fitting size's priority, 1…1000. The double solves required ones (1000)
/// first, then optional ones highest first (see Sources/UIKitDouble/README.md, "Auto Layout").
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, @unchecked Sendable {
  /// The priority's value.
  public let rawValue: Float
  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// The priority `rhs` above `lhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  /// The priority `rhs` below `lhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

extension UILayoutPriority {
  // Computed in the SDK's overlay.
  /// 1000: must hold.
  public static var required: UILayoutPriority { UILayoutPriority(1000) }
  /// 750: the default compression resistance.
  public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
  /// 250: the default content hugging.
  public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
  /// 50: the priority with which `systemLayoutSizeFitting` pulls a dimension towards its target.
  public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}
