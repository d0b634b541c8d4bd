import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowWindow

/// The rows a windowed stack displays and what the engine remembers of the window it last
/// computed (`ScrollStackEngine+Window.swift`), so that a scroll that stays near it, or a change
/// after it, does not compute it again.
///
/// What invalidates it, each through one method: a row changing place or length from an index on
/// (``invalidate(from:)``: the window is computed again only when that is before its end); any
/// change that moves what the window covers (``invalidate()``: computed again at the next pass).
@MainActor
struct RowWindow {
  // MARK: Internal

  /// The displayed rows while the stack is windowed (a few screens' worth), in index order
  /// (insertions and removals of rows keep it; a move of a displayed row puts it back in place);
  /// empty when every row is displayed. A row removed from the stack stays listed until its
  /// unmounting ends (it then has no index).
  var displayed: [WindowedRow] = []
  /// The visible interval the window was last computed for; `nil` when it must be computed again.
  private(set) var anchor: (start: CGFloat, end: CGFloat)?
  /// The rows the window was last computed with (see ``changedFrom``).
  private(set) var lastRange: Range<Int> = 0..<0
  /// The first row whose place or length changed since the last layout pass (`Int.max`: none):
  /// a change after ``lastRange`` cannot bring rows into the window or take them out, so the
  /// window is not computed again for it.
  private(set) var changedFrom = Int.max
  /// The animated changes running now, animated scrolls included: while there are any, rows
  /// leaving the window stay displayed (they may be sliding out of view, or be where a scroll is
  /// going).
  var animatedChangeCount = 0
  /// Whether the engine is moving the content offset itself to keep the content on screen still
  /// while rows are measured: the scroll this reports is queued, not delivered.
  var isCorrectingOffset = false
  /// Whether a window pass is running (its appearance callbacks may start another change).
  var isUpdating = false
  /// Whether a change made during a window pass asked for another one.
  var needsUpdate = false

  // MARK: Invalidation

  /// The rows from `index` on changed place or length (rows inserted, removed or moved there, or
  /// an extent changed).
  @inline(__always)
  mutating func invalidate(from index: Int) {
    changedFrom = Swift.min(changedFrom, index)
  }

  /// Makes the next window pass compute the window again, wherever the visible interval is.
  @inline(__always)
  mutating func invalidate() {
    anchor = nil
  }

  /// Starts a layout pass: the window is computed again when rows changed in or before it (or
  /// every row changed: `allRowsChanged`). Returns the first row whose place moved since the last
  /// pass (`Int.max`: none), and forgets it.
  @inline(__always)
  mutating func beginLayoutPass(allRowsChanged: Bool) -> Int {
    if allRowsChanged || changedFrom < lastRange.upperBound || lastRange.isEmpty { anchor = nil }
    let movedFrom = changedFrom
    changedFrom = .max
    return movedFrom
  }

  /// Records that the window holds the rows `range`, computed around the visible interval
  /// `interval`.
  @inline(__always)
  mutating func didCompute(_ range: Range<Int>, around interval: (start: CGFloat, end: CGFloat)) {
    anchor = interval
    lastRange = range
  }

  // MARK: Queries

  /// Whether the window computed last still serves the visible interval `interval`: it has an
  /// anchor, and `interval` moved by at most `slack` from it.
  @inline(__always)
  func stillCovers(_ interval: (start: CGFloat, end: CGFloat), slack: CGFloat) -> Bool {
    guard let anchor else { return false }
    return abs(interval.start - anchor.start) <= slack && abs(interval.end - anchor.end) <= slack
  }

  /// The position in ``displayed`` of the row whose state is `state`: at either end (where rows
  /// leave the window and join it), else by binary search when it is in the stack, else (a row
  /// removed whose unmounting is under way) by looking at each.
  @inline(__always)
  func position(of state: RowState) -> Int? {
    let count = displayed.count
    guard count > 0 else { return nil }
    if displayed[0].state === state { return 0 }
    if displayed[count - 1].state === state { return count - 1 }
    if let index = state.index {
      let position = position(forIndex: index)
      if position < count, displayed[position].state === state { return position }
    }
    var position = 0
    while position < count {
      if displayed[position].state === state { return position }
      position += 1
    }
    return nil
  }

  /// The first position in ``displayed`` whose row is at `index` or after it (the count when
  /// none is): O(1) at either end of the list (rows join the window there), else a binary search,
  /// O(log k). Rows removed from the stack but not yet unmounted (their unmounting runs after the
  /// removal) have no index: while the list holds one, the rows are looked at one by one
  /// instead, skipping it.
  @inline(__always)
  func position(forIndex index: Int) -> Int {
    let count = displayed.count
    guard count > 0 else { return 0 }
    guard let lastIndex = displayed[count - 1].state.index else { return firstPosition(atOrAfter: index) }
    if lastIndex < index { return count }
    if lastIndex == index { return count - 1 }
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high) / 2
      guard let middleIndex = displayed[middle].state.index else { return firstPosition(atOrAfter: index) }
      if middleIndex < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  // MARK: Listing displayed rows

  /// Lists `row` (whose state is `state`), now displayed at `index`, in its place.
  @inline(__always)
  mutating func insert(_ row: AnyObject, _ state: RowState, at index: Int) {
    displayed.insert(WindowedRow(state: state, row: row), at: position(forIndex: index))
  }

  /// Takes the row whose state is `state` out of ``displayed``; returns whether it was listed.
  @discardableResult
  mutating func remove(_ state: RowState) -> Bool {
    guard let position = position(of: state) else { return false }
    displayed.remove(at: position)
    return true
  }

  // MARK: Private

  /// The first position in ``displayed`` whose row is in the stack at `index` or after it,
  /// looking at each (the list holds a removed row, which has no index).
  private func firstPosition(atOrAfter index: Int) -> Int {
    var position = 0
    while position < displayed.count {
      if let other = displayed[position].state.index, other >= index { return position }
      position += 1
    }
    return displayed.count
  }
}
