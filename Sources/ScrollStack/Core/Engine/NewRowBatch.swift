import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - NewRowBatch

/// What the engine reads from new rows while it makes them, for storing them afterwards without
/// touching them again: each row's state, an unretained reference to it (the content map does
/// not own its rows) and its extent so far. Read once per row while the row is fresh in the
/// processor's caches; a bulk change stores 100,000 rows made long before.
@MainActor
struct NewRowBatch {
  // MARK: Lifecycle

  init(states: [RowState] = [], references: [Unmanaged<AnyObject>] = [], extents: [CGFloat] = []) {
    self.states = states
    self.references = references
    self.extents = extents
  }

  // MARK: Internal

  /// The rows' states, in order.
  private(set) var states: [RowState]
  /// The rows, unretained (the row array holds them), in order.
  private(set) var references: [Unmanaged<AnyObject>]
  /// Each row's extent so far (its insets and padding), in order.
  private(set) var extents: [CGFloat]

  /// The number of rows.
  var count: Int { states.count }

  /// Makes room for `count` rows.
  mutating func reserveCapacity(_ count: Int) {
    states.reserveCapacity(count)
    references.reserveCapacity(count)
    extents.reserveCapacity(count)
  }

  /// Adds a row: its state, the row itself (kept unretained) and its extent so far.
  mutating func append(_ state: RowState, of row: AnyObject, extent: CGFloat) {
    states.append(state)
    references.append(Unmanaged.passUnretained(row))
    extents.append(extent)
  }
}
