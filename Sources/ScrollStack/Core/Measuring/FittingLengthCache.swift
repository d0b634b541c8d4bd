import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - FittingLengthCache

/// Remembers the fitting lengths of rows, so that a row's content is measured (by Auto Layout,
/// which is costly) once per axis and cross length until something it depends on changes.
///
/// A lookup with another axis or cross length than the stored one measures again: a width
/// change invalidates by itself. A reload invalidates one row; a trait change (text size, size
/// class, display scale) invalidates every row.
package struct FittingLengthCache {
  // MARK: Lifecycle

  /// An empty cache.
  package init() {}

  // MARK: Package

  /// The number of lengths remembered.
  package var count: Int { entries.count }

  /// The length stored for `row` at `axis` and `crossLength`, or the result of `measure`, which
  /// is then stored.
  package mutating func length(
    for row: ObjectIdentifier, axis: StackAxis, crossLength: CGFloat, measure: () -> CGFloat
  ) -> CGFloat {
    if let entry = entries[row], entry.axis == axis, entry.crossLength == crossLength {
      return entry.length
    }
    let length = measure()
    entries[row] = Entry(axis: axis, crossLength: crossLength, length: length)
    return length
  }

  /// Forgets the length of `row` (it was reloaded or removed).
  package mutating func invalidate(_ row: ObjectIdentifier) {
    entries[row] = nil
  }

  /// Forgets every length (the traits the content is measured with changed).
  package mutating func invalidateAll() {
    entries.removeAll()
  }

  // MARK: Private

  private struct Entry {
    var axis: StackAxis
    var crossLength: CGFloat
    var length: CGFloat
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
}
