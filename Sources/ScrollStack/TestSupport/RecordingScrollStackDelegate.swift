import Foundation
import ScrollStack

// MARK: - RecordingScrollStackDelegate

/// A stack delegate that writes every call it receives as a line of text, so a test can compare
/// what happened with a short, readable list.
///
/// The lines, one per call, in the order the stack made them:
/// - `"scroll 0,250"`: ``scrollStackDidScroll(_:offset:)`` (x, then y);
/// - `"visible 3 entire"`, `"visible 0 partial(30%)"`: a row became (more or less) visible, with
///   its index and ``ScrollStackRowVisibility``;
/// - `"hidden 1 offscreen"`, `"hidden 2 hidden"`: a visible row stopped being visible;
/// - `"layout"`: the rows were laid out again;
/// - `"contentSize 320x600"`: the content size changed (the new size; both sizes are in
///   ``contentSizeChanges``);
/// - `"endScroll"`: an animated scroll ended.
///
/// Numbers are written without a trailing `.0` and rounded to two decimals.
///
/// ```swift
/// let delegate = RecordingScrollStackDelegate()
/// stack.stackDelegate = delegate   // the stack holds its delegate weakly: keep `delegate`
/// stack.contentOffset = CGPoint(x: 0, y: 100)
/// #expect(delegate.visibilityLog == ["hidden 0 offscreen", "visible 5 entire"])
/// ```
@MainActor
public final class RecordingScrollStackDelegate: ScrollStackControllerDelegate {
  // MARK: Lifecycle

  /// A delegate with an empty log.
  public init() {}

  // MARK: Public

  /// Every call received since the delegate was created or last cleared, one line each.
  public private(set) var log: [String] = []

  /// Every ``scrollStackContentSizeDidChange(_:from:to:)`` call, in order.
  public private(set) var contentSizeChanges: [ContentSizeChange] = []

  /// Called with each line right after it is logged; `nil` by default. User code that changes the
  /// stack from a delegate callback can be played here.
  public var onEvent: ((String) -> Void)?

  /// The lines of ``log`` about visibility only (those starting with `visible` or `hidden`).
  public var visibilityLog: [String] { log.filter { $0.hasPrefix("visible ") || $0.hasPrefix("hidden ") } }

  /// Forgets every line and content-size change recorded so far.
  public func clear() {
    log.removeAll()
    contentSizeChanges.removeAll()
  }

  /// Logs `"scroll x,y"`.
  public func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {
    record("scroll \(offset.x.compactText),\(offset.y.compactText)")
  }

  /// Logs `"visible <index> <state>"`.
  public func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    record("visible \(index) \(state)")
  }

  /// Logs `"hidden <index> <state>"`.
  public func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    record("hidden \(index) \(state)")
  }

  /// Logs `"layout"`.
  public func scrollStackDidUpdateLayout(_ stackView: ScrollStack) { record("layout") }

  /// Logs `"contentSize <width>x<height>"` (the new size) and appends to ``contentSizeChanges``.
  public func scrollStackContentSizeDidChange(
    _ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize
  ) {
    contentSizeChanges.append(ContentSizeChange(from: oldValue, to: newValue))
    record("contentSize \(newValue.width.compactText)x\(newValue.height.compactText)")
  }

  /// Logs `"endScroll"`.
  public func scrollStackDidEndScrollingAnimation(_ stackView: ScrollStack) { record("endScroll") }

  // MARK: Private

  private func record(_ line: String) {
    log.append(line)
    onEvent?(line)
  }
}
