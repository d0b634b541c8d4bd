import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - FittingLengthCache

/// Remembers the fitting lengths of rows, so that a row's content is measured (by Auto Layout,
/// which is costly) once per axis and cross length until something it depends on changes.
///
/// Each row keeps its own ``Entry`` (a stored property of the row: no lookup by identity, no
/// hashing, nothing left behind by a freed row); the cache keeps the generation that makes every
/// entry stale at once. A lookup with another axis or cross length than the stored one measures
/// again: a width change invalidates by itself. A reload invalidates one row (its entry set to
/// `nil`); a trait change (text size, size class, display scale) invalidates every row in O(1)
/// (``invalidateAll()``).
package struct FittingLengthCache {
  // MARK: Lifecycle

  /// An empty cache.
  package init() {}

  // MARK: Package

  /// One row's remembered length: the axis and cross length it was measured at, and the
  /// generation of the cache it belongs to.
  package struct Entry: Equatable {
    var axis: StackAxis
    var crossLength: CGFloat
    var length: CGFloat
    var generation: UInt
  }

  /// The length `entry` remembers for `axis` and `crossLength`, or `nil` when the row must be
  /// measured (no entry, an entry of an earlier generation, or another axis or cross length).
  package func storedLength(in entry: Entry?, axis: StackAxis, crossLength: CGFloat) -> CGFloat? {
    guard let entry, entry.generation == generation, entry.axis == axis, entry.crossLength == crossLength
    else { return nil }
    return entry.length
  }

  /// The entry that remembers `length`, measured at `axis` and `crossLength`, for the current
  /// generation. The caller stores it in the row after measuring (measuring may run user code,
  /// so no access to the row's entry is held open across it).
  package func entry(remembering length: CGFloat, axis: StackAxis, crossLength: CGFloat) -> Entry {
    Entry(axis: axis, crossLength: crossLength, length: length, generation: generation)
  }

  /// Makes every entry stale (the traits the content is measured with changed), in O(1).
  package mutating func invalidateAll() {
    generation &+= 1
  }

  // MARK: Private

  /// The generation entries must have to be used; every ``invalidateAll()`` moves it on.
  private var generation: UInt = 0
}
