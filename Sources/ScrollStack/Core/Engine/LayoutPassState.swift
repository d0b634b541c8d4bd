import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - LayoutPassState

/// What the next layout pass must hand the platform (`ScrollStackEngine+Layout.swift`): whether one
/// is pending, the rows whose layout changed since the last one, and what the last one applied
/// (the content size, the last shown row whose separator it hid).
///
/// What invalidates it, each through one method: a displayed row's layout changing
/// (``invalidate(_:)``); every row's (``invalidateAll()``: the cross length or the axis changed,
/// or every row was measured again). A pass ends with ``didApplyRowLayouts()``.
///
/// It names no generic parameter (rows are held as `AnyObject`, as ``WindowedRow`` holds them):
/// the engine's code is not specialised for the row type, and a generic part is copied through
/// its value witnesses, its type looked up at run time.
@MainActor
struct LayoutPassState {
  // MARK: Internal

  /// Whether a layout pass is pending: a change asked the platform for one (or a window pass measured
  /// rows) and it has not run yet.
  var isPending = false
  /// Whether every row needs layout at the next pass (``invalidateAll()``).
  private(set) var allRowsNeedLayout = false
  /// Rows (of the engine's row type) whose ``RowLayout`` in row coordinates (content and separator frames, separator
  /// visibility, hidden) may have changed since the last pass: measured or resized, hidden or
  /// shown, inserted, or the last shown row before and after a change while
  /// `autoHideLastRowSeparator` is on; only rows displayed then (the others get their layout when
  /// displayed). May hold repeats and rows removed or no longer displayed since; the pass skips
  /// them.
  private(set) var rowsNeedingLayout: [AnyObject] = []
  /// The content size the last pass applied.
  private(set) var contentSize: CGSize = .zero
  /// The last shown row at the last pass while `autoHideLastRowSeparator` is on (its separator
  /// was hidden then), `nil` otherwise.
  private(set) var lastShownRow: AnyObject?

  // MARK: Invalidation

  /// Marks a pass pending; returns whether it was not already.
  @inline(__always)
  mutating func setPending() -> Bool {
    guard !isPending else { return false }
    isPending = true
    return true
  }

  /// The layout of `row`, which is displayed, may have changed.
  @inline(__always)
  mutating func invalidate(_ row: AnyObject) {
    if !allRowsNeedLayout { rowsNeedingLayout.append(row) }
  }

  /// Every row's layout changed.
  mutating func invalidateAll() {
    allRowsNeedLayout = true
    rowsNeedingLayout.removeAll()
  }

  /// The last shown row is `current` now (`nil` while `autoHideLastRowSeparator` is off): when it
  /// is another row, both rows' separators change.
  @inline(__always)
  mutating func lastShownRowIs(_ current: AnyObject?) {
    guard current !== lastShownRow else { return }
    if let previous = lastShownRow { invalidate(previous) }
    if let current { invalidate(current) }
    lastShownRow = current
  }

  /// Records `size` as the content size; returns the one it replaces, or `nil` when it is the same.
  @inline(__always)
  mutating func replaceContentSize(with size: CGSize) -> CGSize? {
    guard size != contentSize else { return nil }
    let old = contentSize
    contentSize = size
    return old
  }

  /// The pass handed the platform the rows that needed layout.
  @inline(__always)
  mutating func didApplyRowLayouts() {
    allRowsNeedLayout = false
    rowsNeedingLayout.removeAll(keepingCapacity: true)
  }
}
