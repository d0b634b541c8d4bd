import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Prefix sums over row extents, in a Fenwick (binary indexed) tree.
///
/// Answers "where does row i start" and "which row covers this offset" in O(log n), and
/// updates one row's extent in O(log n). Structural changes (insert, remove, move) rebuild the
/// tree in O(n), which they already cost for the row array itself.
struct ExtentIndex: Sendable {
  private(set) var extents: [CGFloat] = []
  private var tree: [CGFloat] = [0]

  init(extents: [CGFloat] = []) {
    rebuild(with: extents)
  }

  var count: Int { extents.count }

  /// The sum of all extents.
  var total: CGFloat { prefixSum(count) }

  /// Replaces every extent, in O(n).
  mutating func rebuild(with newExtents: [CGFloat]) {
    extents = newExtents
    tree = [CGFloat](repeating: 0, count: newExtents.count + 1)
    for index in newExtents.indices {
      let node = index + 1
      tree[node] += newExtents[index]
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
  }

  /// Sets the extent of the row at `index`, in O(log n).
  mutating func setExtent(_ extent: CGFloat, at index: Int) {
    let delta = extent - extents[index]
    extents[index] = extent
    guard delta != 0 else { return }
    var node = index + 1
    while node < tree.count {
      tree[node] += delta
      node += node & -node
    }
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

  /// The sum of the first `count` extents (the start offset of row `count`).
  func prefixSum(_ count: Int) -> CGFloat {
    var node = Swift.min(Swift.max(0, count), extents.count)
    var sum: CGFloat = 0
    while node > 0 {
      sum += tree[node]
      node -= node & -node
    }
    return sum
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

  /// The length of the longest run of leading rows whose end satisfies `endIsWithin`, found by
  /// descending the tree (binary lifting) in O(log n). Ends never decrease, so the rows that
  /// satisfy a "before some offset" test are always a prefix.
  private func countOfLeadingRows(whereEnd endIsWithin: (CGFloat) -> Bool) -> Int {
    var position = 0
    var sum: CGFloat = 0
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count && endIsWithin(sum + tree[next]) {
        position = next
        sum += tree[next]
      }
      step /= 2
    }
    return position
  }
}
