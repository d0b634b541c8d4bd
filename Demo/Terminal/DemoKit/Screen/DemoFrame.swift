import Foundation
import ScrollStack

// MARK: - DemoFrame

/// Everything a renderer needs to draw one moment of the Demo: the viewport, the rows where
/// they are, the keyboard and the status. A plain value, so renderers are pure functions.
public struct DemoFrame: Equatable, Sendable {
  // MARK: Public

  /// The viewport's size in points.
  public var viewportSize: CGSize
  /// The content offset.
  public var contentOffset: CGPoint
  /// The content size.
  public var contentSize: CGSize
  /// The insets visibility and scrolling respect (the keyboard's overlap included).
  public var adjustedContentInset: StackEdgeInsets
  /// The stack's axis.
  public var axis: StackAxis
  /// Every row, hidden ones included, in order.
  public var rows: [Row]
  /// The keyboard's frame in viewport coordinates, or `nil` when it is down.
  public var keyboardFrame: CGRect?
  /// What the frame shows: the action that led to it.
  public var caption: String
  /// The latest delegate events, shortened for the status line.
  public var latestEvents: [String]
  /// The keys and what they do, or empty when the frame is not interactive.
  public var keyHelp: String

  /// The rows the stack reports as partially or entirely visible.
  public var visibleRows: [Row] { rows.filter { $0.visibility.isVisible } }

  /// `0 Welcome entire`, one entry per visible row; then `hidden by h: 1 Notes` when rows are
  /// hidden (`.hidden`) and `offscreen: 5 6 7` for the shown rows out of view (`.offscreen`).
  public var visibilitySummary: [String] {
    var items = visibleRows.map { "\($0.index) \($0.title) \($0.visibility)" }
    let hidden = rows.filter { $0.visibility == .hidden }
    if !hidden.isEmpty {
      items.append("hidden by h: " + hidden.map { "\($0.index) \($0.title)" }.joined(separator: ", "))
    }
    let offscreen = rows.filter { $0.visibility == .offscreen }
    if !offscreen.isEmpty { items.append("offscreen: " + offscreen.map { "\($0.index)" }.joined(separator: " ")) }
    return items
  }

  /// Whether the viewport is wider than tall.
  public var isLandscape: Bool { viewportSize.width > viewportSize.height }

  /// The frame a fraction `progress` (0…1) of the way from `start` to `end`: row frames,
  /// separators, the offset and the keyboard move linearly; everything else is `end`'s.
  ///
  /// The library applies a change to its model at once, as UIKit does, and only the picture
  /// moves; this is that picture. Rows are matched by index: both frames must have the same rows.
  public static func interpolated(from start: DemoFrame, to end: DemoFrame, progress: Double) -> DemoFrame {
    let t = CGFloat(Swift.min(1, Swift.max(0, progress.isFinite ? progress : 1)))
    guard start.rows.count == end.rows.count, start.axis == end.axis, start.viewportSize == end.viewportSize else {
      return end
    }
    var frame = end
    frame.contentOffset = mix(start.contentOffset, end.contentOffset, t)
    for index in frame.rows.indices {
      frame.rows[index].frame = mix(start.rows[index].frame, end.rows[index].frame, t)
      if let from = start.rows[index].separatorFrame, let to = end.rows[index].separatorFrame {
        frame.rows[index].separatorFrame = mix(from, to, t)
      }
      if t < 1, start.rows[index].isHidden, end.rows[index].isHidden == false {
        frame.rows[index].separatorFrame = nil
      }
    }
    frame.keyboardFrame = mixKeyboard(start.keyboardFrame, end.keyboardFrame, viewport: end.viewportSize, t)
    return frame
  }

  /// The keyboard of `frame` as it slides a fraction `progress` of the way from where it was in
  /// `start` (in from below when it was down, out below when it is going down). `frame`'s own
  /// keyboard when the viewport changed size.
  public static func slidingKeyboard(from start: DemoFrame, to frame: DemoFrame, progress: Double) -> CGRect? {
    guard start.viewportSize == frame.viewportSize else { return frame.keyboardFrame }
    let t = CGFloat(Swift.min(1, Swift.max(0, progress.isFinite ? progress : 1)))
    return mixKeyboard(start.keyboardFrame, frame.keyboardFrame, viewport: frame.viewportSize, t)
  }

  // MARK: Private

  private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

  private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: mix(a.x, b.x, t), y: mix(a.y, b.y, t))
  }

  private static func mix(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(
      x: mix(a.minX, b.minX, t), y: mix(a.minY, b.minY, t), width: mix(a.width, b.width, t),
      height: mix(a.height, b.height, t))
  }

  /// A keyboard slides in from below the viewport and out the same way.
  private static func mixKeyboard(_ a: CGRect?, _ b: CGRect?, viewport: CGSize, _ t: CGFloat) -> CGRect? {
    switch (a, b) {
    case (nil, nil): return nil
    case (let a?, let b?): return mix(a, b, t)
    case (nil, let b?): return mix(b.offsetBy(dx: 0, dy: viewport.height - b.minY), b, t)
    case (let a?, nil): return t >= 1 ? nil : mix(a, a.offsetBy(dx: 0, dy: viewport.height - a.minY), t)
    }
  }
}
