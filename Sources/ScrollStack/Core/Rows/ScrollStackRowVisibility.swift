import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackRowVisibility

/// How much of a row the user can see.
///
/// Measured along the stack's axis on the row's `frame` — padding excluded, as `frame` reports
/// it — against the viewport less the adjusted content insets (bars, safe area) and, when a
/// keyboard is up, less the part the keyboard covers. A row whose frame is entirely outside
/// that area is `offscreen`, even when its padding shows. Negative padding can make a frame
/// reach past the place the row takes in the stack; only the part within that place counts.
public enum ScrollStackRowVisibility: Hashable, Sendable, CustomStringConvertible {
  /// Part of the row is visible; `percentage` is the visible fraction, from 0 (exclusive) to
  /// 100 (exclusive).
  case partial(percentage: Double)
  /// The whole row is visible.
  case entire
  /// The row is hidden (`isHidden`): it takes no space and cannot be seen.
  case hidden
  /// The row is shown but lies outside the viewport.
  case offscreen

  // MARK: Public

  /// Whether any part of the row can be seen (`partial` or `entire`).
  public var isVisible: Bool {
    switch self {
    case .partial, .entire: return true
    case .hidden, .offscreen: return false
    }
  }

  /// The state without its percentage: two values with the same kind differ only in how much of
  /// a partially visible row shows. Delegates are told when the kind changes.
  public var kind: Kind {
    switch self {
    case .partial: return .partial
    case .entire: return .entire
    case .hidden: return .hidden
    case .offscreen: return .offscreen
    }
  }

  /// `partial(42.5%)`, `entire`, `hidden` or `offscreen`.
  public var description: String {
    switch self {
    case .partial(let percentage): return "partial(\(CGFloat(percentage).compactText)%)"
    case .entire: return "entire"
    case .hidden: return "hidden"
    case .offscreen: return "offscreen"
    }
  }

  /// The visibility of a shown row occupying `start..<end` along the axis, seen through the
  /// visible interval `visibleStart..<visibleEnd`.
  ///
  /// A row of zero length counts as entirely visible when its position lies inside the half-open
  /// visible interval. An empty or inverted visible interval shows nothing. Edges that differ by
  /// no more than rounding error (four units in the last place of the largest coordinate) count
  /// as equal when deciding `entire`: a row ending exactly at the visible edge is entirely visible
  /// even when computing that edge (offset plus viewport length) rounded it a hair short.
  public static func measure(
    start: CGFloat, end: CGFloat, visibleStart: CGFloat, visibleEnd: CGFloat
  ) -> ScrollStackRowVisibility {
    guard visibleEnd > visibleStart else { return .offscreen }
    if end <= start {
      return start >= visibleStart && start < visibleEnd ? .entire : .offscreen
    }
    let overlap = Swift.min(end, visibleEnd) - Swift.max(start, visibleStart)
    if overlap <= 0 { return .offscreen }
    let slack = 4 * Swift.max(abs(start), abs(end), abs(visibleStart), abs(visibleEnd)).ulp
    if start >= visibleStart - slack && end <= visibleEnd + slack { return .entire }
    let percentage = Double(overlap / (end - start) * 100)
    return percentage >= 100 ? .entire : .partial(percentage: percentage)
  }
}

// MARK: - ScrollStackRowVisibility.Kind

extension ScrollStackRowVisibility {
  /// The four kinds of visibility, without a percentage.
  public enum Kind: String, Hashable, Sendable {
    /// See ``ScrollStackRowVisibility/partial(percentage:)``.
    case partial
    /// See ``ScrollStackRowVisibility/entire``.
    case entire
    /// See ``ScrollStackRowVisibility/hidden``.
    case hidden
    /// See ``ScrollStackRowVisibility/offscreen``.
    case offscreen
  }
}
