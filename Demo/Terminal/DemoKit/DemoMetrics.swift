import Foundation

// MARK: - DemoMetrics

/// The sizes the Demo's screen, terminal frames and pictures share.
///
/// One terminal column is ``columnWidth`` points wide and one line ``lineHeight`` points tall, so
/// a row whose content is measured in these units fills its box exactly.
public enum DemoMetrics {
  // MARK: Public

  /// Points per terminal column: 10.
  public static let columnWidth: CGFloat = 10
  /// Points per terminal line: 24.
  public static let lineHeight: CGFloat = 24
  /// The viewport of a phone held upright: 390 × 840 points (35 terminal lines).
  public static let portraitViewport = CGSize(width: 390, height: 840)
  /// The viewport of the same phone turned sideways: 840 × 390 points.
  public static let landscapeViewport = CGSize(width: 840, height: 390)
  /// The keyboard's height when the phone is upright: 336 points (14 lines).
  public static let portraitKeyboardHeight: CGFloat = 336
  /// The keyboard's height when the phone is sideways: 216 points (9 lines).
  public static let landscapeKeyboardHeight: CGFloat = 216
  /// What a row box's border costs across the axis: a border and a space on each side.
  public static let boxHorizontalChrome: CGFloat = 4 * columnWidth
  /// What a row box's border costs along a vertical axis: the top and bottom border lines.
  public static let boxVerticalChrome: CGFloat = 2 * lineHeight

  /// The number of text columns inside a box `width` points wide.
  public static func innerColumns(forWidth width: CGFloat) -> Int {
    guard width.isFinite else { return 0 }
    return Swift.max(0, Int((width / columnWidth).rounded()) - 4)
  }

  /// The number of text lines inside a box `height` points tall.
  public static func innerLines(forHeight height: CGFloat) -> Int {
    guard height.isFinite else { return 0 }
    return Swift.max(0, Int((height / lineHeight).rounded()) - 2)
  }
}
