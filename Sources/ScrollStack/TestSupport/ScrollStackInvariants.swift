import Foundation
@_spi(Engine) import ScrollStack

// MARK: - ScrollStackInvariants

/// The rules every ``ScrollStack`` keeps between changes, checked from the outside: a test lays
/// the stack out (`layoutIfNeeded()`) after each step, calls ``violations(in:)`` and expects an
/// empty list.
///
/// The checks, each stated from the stack's state as its rows report it:
/// - every row knows its place (`row.index` is its position in `rows`);
/// - rows follow each other with no gap or overlap (a displayed row's frame is its view's, the
///   frame of a row off the screen the one the stack computed for it): a shown row's place is its padding, its
///   insets and its measured length, a hidden row takes nothing and has a length of zero; a row
///   starts where the places before it add up to, plus its leading padding;
/// - a shown row's frame is as long as its insets and measured length, cut at the end of its
///   place (unless its trailing padding is negative);
/// - the content length along the axis is the sum of those places;
/// - every row's `visibility` equals a brute-force recomputation from its frame (padding
///   excluded, clipped to the row's place) and the visible area (the bounds less the adjusted
///   content insets); a stack with an empty frame shows nothing (`offscreen`);
/// - the displayed rows (`displayedRows`) are the rows whose `isDisplayed` is true, in index
///   order, and the rows among the stack's subviews are exactly those, in the same order.
///
/// It uses neither Swift Testing nor XCTest, so either can call it:
///
/// ```swift
/// import Foundation
/// import ScrollStackTestSupport
/// import Testing
///
/// @Test @MainActor func hidingARowKeepsTheStackConsistent() {
///   let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
///   stack.addRows(views: (0..<3).map { _ in
///     let view = UIView()
///     view.heightAnchor.constraint(equalToConstant: 100).isActive = true
///     return view
///   })
///   stack.setRowHidden(index: 1, isHidden: true)
///   stack.layoutIfNeeded()
///   #expect(ScrollStackInvariants.violations(in: stack) == [])
/// }
/// ```
public enum ScrollStackInvariants {
  // MARK: Public

  /// The rules `stack` breaks, one readable line each (`"row 2 starts at 90, expected 100"`);
  /// empty when it keeps them all.
  ///
  /// Coordinates are compared exactly, computed as the stack promises to: places are added
  /// exactly (a double-length sum) and rounded once, so fractional lengths (0.1 + 0.2 …) are no
  /// reason for a report, and a row off by the smallest step is one.
  @MainActor
  public static func violations(in stack: ScrollStack) -> [String] {
    var problems: [String] = []
    let axis = stack.engine.axis
    // A horizontal stack under a right-to-left layout is checked in the engine's coordinates,
    // mirrored back: its first row's edge at 0, its padding's leading edge on the right.
    let mirrors = stack.engine.layoutDirection.mirrorsRows(along: axis)
    var visible = CGRect(origin: stack.contentOffset, size: stack.frame.size)
      .inset(by: ScrollStack.edgeInsets(from: stack.adjustedContentInset))
    if mirrors { visible.origin.x = stack.contentSize.width - visible.maxX }
    let viewportIsUsable = stack.frame.width > 0 && stack.frame.height > 0
    // The exact sum of the places so far; `position` is it rounded, as the stack rounds it.
    var sum = ExactSum.zero
    for (offset, row) in stack.rows.enumerated() {
      if row.index != offset { problems.append("row \(offset) has index \(String(describing: row.index))") }
      let position = sum.value
      let frame = stack.placedFrameAsComputed(of: row)
      let absolutePadding = ScrollStack.edgeInsets(from: row.rowPadding)
      let padding = mirrors ? absolutePadding.swappingLeftAndRight : absolutePadding
      let leading = row.isHidden ? 0 : padding.leading(along: axis)
      let start = position + leading
      let isInPlace = frame.start(along: axis) == start
      if !isInPlace {
        problems.append("row \(offset) starts at \(frame.start(along: axis)), expected \(start)")
      }
      if row.isHidden && frame.size.length(along: axis) != 0 { problems.append("hidden row \(offset) has a length") }
      // The row's lengths as its state holds them, added in the stack's order.
      let length = ScrollStack.edgeInsets(from: row.rowInsets).total(along: axis) + row.rowState.measuredLength
      let unclamped = RowLayout.unclampedExtent(of: row.rowState, axis: axis)
      let extent = row.isHidden ? 0 : Swift.max(0, unclamped)
      sum = sum + ExactSum(extent)
      let placeEnd = sum.value
      // The length of a row in its place (one out of place is reported once, for its start).
      if isInPlace, !row.isHidden, unclamped >= 0, padding.trailing(along: axis) >= 0 {
        let end = Swift.max(start, Swift.min(start + Swift.max(0, length), placeEnd))
        if frame.size.length(along: axis) != end - start {
          problems.append("row \(offset) is \(frame.size.length(along: axis)) long, expected \(end - start)")
        }
      }
      let seenStart = Swift.min(Swift.max(frame.start(along: axis), position), placeEnd)
      let seenEnd = Swift.max(Swift.min(frame.end(along: axis), placeEnd), seenStart)
      let expected: ScrollStackRowVisibility =
        row.isHidden
        ? .hidden
        : viewportIsUsable
          ? .measure(
            start: seenStart, end: seenEnd, visibleStart: visible.start(along: axis),
            visibleEnd: visible.end(along: axis))
          : .offscreen
      if row.visibility != expected { problems.append("row \(offset) is \(row.visibility), expected \(expected)") }
    }
    if stack.contentSize.length(along: axis) != sum.value {
      problems.append("content length \(stack.contentSize.length(along: axis)) != \(sum.value)")
    }
    let displayed = stack.rows.filter(\.isDisplayed).map(ObjectIdentifier.init)
    if stack.displayedRows.map(ObjectIdentifier.init) != displayed {
      problems.append("displayedRows is not the displayed rows in index order")
    }
    // A row an animated removal is collapsing (no longer in the stack: no index) stays among the
    // subviews until its animation ends.
    let rowSubviews = stack.subviews.compactMap { $0 as? ScrollStackRow }.filter { $0.index != nil }
      .map(ObjectIdentifier.init)
    if rowSubviews != displayed { problems.append("the rows among the subviews are not the displayed rows in order") }
    return problems
  }
}
