import Foundation
import ScrollStack

// MARK: - DemoEventLog

/// The stack's delegate in the Demo: writes every delegate call as a line of text, with a marker
/// line per user action, so the status line and the tour can show what the library reported.
@MainActor
public final class DemoEventLog: ScrollStackControllerDelegate {
  // MARK: Lifecycle

  /// Creates an empty log.
  public init() {}

  // MARK: Public

  /// Every line so far: `== action` markers and events, in order.
  public private(set) var lines: [String] = []

  /// The events recorded since the last action marker.
  public var latestEvents: [String] { Array(lines[latestActionStart...]) }

  /// The events only, without the action markers.
  public var events: [String] { lines.filter { !$0.hasPrefix("== ") } }

  /// Starts a new action: later events belong to it.
  public func beginAction(_ name: String) {
    lines.append("== \(name)")
    latestActionStart = lines.count
  }

  /// Appends an event line.
  public func record(_ line: String) {
    lines.append(line)
  }

  /// The latest events shortened for a status line: `layout` lines dropped, repeated `scroll`
  /// lines folded into the last one with a count, at most `limit` entries (the newest).
  public func summary(limit: Int = 6) -> [String] {
    var result: [String] = []
    var scrollCount = 0
    for line in latestEvents where line != "layout" {
      if line.hasPrefix("scroll ") {
        scrollCount += 1
        if let last = result.last, last.hasPrefix("scroll ") { result.removeLast() }
        result.append(scrollCount > 1 ? "\(line) (×\(scrollCount))" : line)
      } else {
        result.append(line)
      }
    }
    return Array(result.suffix(limit))
  }

  // MARK: Delegate

  /// Records `scroll x,y`.
  public func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {
    record("scroll \(offset.x.demoText),\(offset.y.demoText)")
  }

  /// Records `visible <index> <title> <state>`.
  public func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    record("visible \(index) \(Self.title(of: row)) \(state)")
  }

  /// Records why a visible row stopped being visible, named after its new state:
  /// `offscreen <index> <title> (out of view)` for a row scrolled, pushed or covered out of the
  /// viewport (`.offscreen`), `hidden <index> <title> (by h)` for a row whose `isHidden` was set
  /// (`.hidden`; in the Demo only the `h` key hides rows). The delegate method's name says
  /// "hidden" for both; its `state` tells them apart.
  public func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    let title = Self.title(of: row)
    if state == .offscreen {
      record("offscreen \(index) \(title) (out of view)")
    } else if state == .hidden {
      record("hidden \(index) \(title) (by h)")
    } else {
      record("\(state) \(index) \(title)")
    }
  }

  /// Records `layout`.
  public func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {
    record("layout")
  }

  /// Records `contentSize <old> -> <new>`.
  public func scrollStackContentSizeDidChange(
    _ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize
  ) {
    record("contentSize \(Self.text(oldValue)) -> \(Self.text(newValue))")
  }

  /// Records `endScroll`.
  public func scrollStackDidEndScrollingAnimation(_ stackView: ScrollStack) {
    record("endScroll")
  }

  // MARK: Private

  private var latestActionStart = 0

  private static func title(of row: ScrollStackRow) -> String {
    row.controller?.title ?? row.contentView.accessibilityLabel ?? "row"
  }

  private static func text(_ size: CGSize) -> String {
    "\(size.width.demoText)x\(size.height.demoText)"
  }
}
