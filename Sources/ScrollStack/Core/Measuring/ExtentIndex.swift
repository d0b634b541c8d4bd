import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ExtentIndex

/// Prefix sums over row extents, in a segment tree whose sums are exact.
///
/// Answers "where does row i start" and "which row covers this offset" in O(log n), and
/// updates one row's extent in O(log n). Structural changes (insert, remove, move) rebuild the
/// tree in O(n), which they already cost for the row array itself.
///
/// Exactness: every inner node holds the sum of its two children as an ``ExactSum`` (a
/// double-length sum), recomputed from the stored values whenever a leaf changes — never by
/// adding the difference between an old and a new extent, so no rounding error survives a
/// change. A prefix sum is rounded to `CGFloat` once, at the end: for any lengths whose exact
/// sum fits in about 106 significant bits (every realistic layout) it is the correctly rounded
/// sum, whatever the order of addition. So the end of the last row, the start of the row after
/// any row, and the total agree to the last bit.
///
/// The total is kept at or below ``maximumTotal``: ``setExtent(_:at:)`` refuses an extent that
/// is not finite, negative, or would take the total above it.
struct ExtentIndex: Sendable {
  // MARK: Lifecycle

  /// Creates an index over `extents`, which must be finite, non-negative and within
  /// ``maximumTotal`` in total (the engine only stores extents that ``setExtent(_:at:)``
  /// accepted).
  init(extents: [CGFloat] = []) {
    rebuild(with: extents)
  }

  // MARK: Internal

  /// The largest total the index holds: half the largest finite `CGFloat`, so that sums in any
  /// order and offsets computed from the total stay finite.
  static let maximumTotal = CGFloat.greatestFiniteMagnitude / 2

  private(set) var extents: [CGFloat] = []

  var count: Int { extents.count }

  /// The sum of all extents.
  var total: CGFloat { nodes[1].value }

  /// Replaces every extent, in O(n).
  mutating func rebuild(with newExtents: [CGFloat]) {
    extents = newExtents
    leafCount = 1
    while leafCount < newExtents.count { leafCount *= 2 }
    nodes = [ExactSum](repeating: .zero, count: 2 * leafCount)
    for (index, extent) in newExtents.enumerated() { nodes[leafCount + index] = ExactSum(extent) }
    var node = leafCount - 1
    while node >= 1 {
      nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
      node -= 1
    }
  }

  /// Whether `extent` may replace the extent at `index`: it is finite, not negative, and the
  /// total stays within ``maximumTotal``.
  func accepts(_ extent: CGFloat, at index: Int) -> Bool {
    guard extent.isFinite, extent >= 0, extents.indices.contains(index) else { return false }
    // Exact: the other extents' sum, then the new one.
    let others = nodes[1] + ExactSum(-extents[index])
    let newTotal = others + ExactSum(extent)
    return newTotal.value.isFinite && newTotal.value <= Self.maximumTotal
  }

  /// Sets the extent of the row at `index`, in O(log n), recomputing each ancestor from its
  /// children. Returns `false`, changing nothing, when ``accepts(_:at:)`` refuses `extent`.
  @discardableResult
  mutating func setExtent(_ extent: CGFloat, at index: Int) -> Bool {
    guard accepts(extent, at: index) else { return false }
    guard extent != extents[index] else { return true }
    extents[index] = extent
    var node = leafCount + index
    nodes[node] = ExactSum(extent)
    node /= 2
    while node >= 1 {
      nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
      node /= 2
    }
    return true
  }

  mutating func insert(_ extent: CGFloat, at index: Int) {
    var copy = extents
    copy.insert(extent, at: index)
    rebuild(with: copy)
  }

  mutating func remove(at index: Int) {
    var copy = extents
    copy.remove(at: index)
    rebuild(with: copy)
  }

  /// The sum of the first `count` extents (the start offset of row `count`), correctly rounded.
  func prefixSum(_ count: Int) -> CGFloat {
    exactPrefixSum(count).value
  }

  /// The end of the row at `index`: the start of the next row, to the last bit.
  func end(of index: Int) -> CGFloat {
    exactPrefixSum(index + 1).value
  }

  /// The number of leading rows whose end is at or before `offset`: the index of the first
  /// row that ends after `offset` (or `count` when none does).
  ///
  /// Rows of zero extent that start exactly at `offset` are counted as ending at or before it.
  func countOfRowsEnding(atOrBefore offset: CGFloat) -> Int {
    countOfLeadingRows { $0 <= offset }
  }

  /// The number of leading rows whose end is strictly before `offset`.
  func countOfRowsEnding(before offset: CGFloat) -> Int {
    countOfLeadingRows { $0 < offset }
  }

  // MARK: Private

  /// The number of leaves: a power of two, at least `extents.count` and at least 1.
  private var leafCount = 1
  /// Node `1` is the root, node `i` has children `2i` and `2i + 1`; leaf `k` is node
  /// `leafCount + k`. Leaves past `extents.count` are zero.
  private var nodes: [ExactSum] = [.zero, .zero]

  /// The sum of the first `count` extents, before rounding; found by descending from the root.
  private func exactPrefixSum(_ count: Int) -> ExactSum {
    let limit = Swift.min(Swift.max(0, count), extents.count)
    if limit == extents.count { return nodes[1] }
    var sum = ExactSum.zero
    var node = 1
    var low = 0
    var width = leafCount
    while node < leafCount {
      width /= 2
      if limit >= low + width {
        sum = sum + nodes[2 * node]
        low += width
        node = 2 * node + 1
      } else {
        node = 2 * node
      }
    }
    return sum
  }

  /// The length of the longest run of leading rows whose (rounded) end satisfies `endIsWithin`,
  /// found by descending the tree in O(log n). Ends never decrease, so the rows that satisfy a
  /// "before some offset" test are always a prefix.
  private func countOfLeadingRows(whereEnd endIsWithin: (CGFloat) -> Bool) -> Int {
    var sum = ExactSum.zero
    var node = 1
    while node < leafCount {
      let candidate = sum + nodes[2 * node]
      if endIsWithin(candidate.value) {
        sum = candidate
        node = 2 * node + 1
      } else {
        node = 2 * node
      }
    }
    let leaf = node - leafCount
    let counted = endIsWithin((sum + nodes[node]).value) ? leaf + 1 : leaf
    return Swift.min(counted, extents.count)
  }
}
