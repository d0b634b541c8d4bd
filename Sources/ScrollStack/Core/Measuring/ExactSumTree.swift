// MARK: - ExactSumTree

/// A segment tree of ``ExactSum`` values: the sum of any leading values and the search for the
/// longest prefix whose sums satisfy a test, in O(log n); one value changed in O(log n).
///
/// Each inner node is recomputed from its two children whenever a leaf below it changes, never
/// adjusted by a difference, so no rounding error survives a change.
struct ExactSumTree: Sendable {
  // MARK: Lifecycle

  /// A tree over `values`, built in O(n).
  init(_ values: [ExactSum] = []) {
    count = values.count
    leafCount = 1
    while leafCount < values.count { leafCount *= 2 }
    nodes = [ExactSum](repeating: .zero, count: 2 * leafCount)
    for (index, value) in values.enumerated() { nodes[leafCount + index] = value }
    var node = leafCount - 1
    while node >= 1 {
      nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
      node -= 1
    }
  }

  // MARK: Internal

  /// The number of values.
  private(set) var count: Int

  /// The sum of every value.
  var total: ExactSum { nodes[1] }

  /// The value at `index` (which must be valid).
  subscript(index: Int) -> ExactSum {
    nodes[leafCount + index]
  }

  /// Replaces the value at `index` (which must be valid), recomputing its ancestors.
  mutating func set(_ value: ExactSum, at index: Int) {
    // A remembered prefix that ends at or before `index` does not hold it.
    if index < rememberedPrefix.count { rememberedPrefix = (0, .zero) }
    var node = leafCount + index
    nodes[node] = value
    node /= 2
    while node >= 1 {
      nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
      node /= 2
    }
  }

  /// The sum of the first `count` values (all of them when `count` is larger than ``count``).
  ///
  /// The last sum found is remembered until a value before its end changes: reading the same
  /// prefix again (the start of every row of a block that is being filled) costs O(1).
  mutating func prefixSum(_ count: Int) -> ExactSum {
    let limit = Swift.min(Swift.max(0, count), self.count)
    if limit == self.count { return nodes[1] }
    if limit == rememberedPrefix.count { return rememberedPrefix.sum }
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
    rememberedPrefix = (limit, sum)
    return sum
  }

  /// The length of the longest run of leading values whose running sums all satisfy
  /// `isWithin`, and the sum of that run. Running sums of non-negative values never decrease,
  /// so for a test like "at most some offset" the values that pass always form a prefix.
  func longestPrefix(whereSum isWithin: (ExactSum) -> Bool) -> (count: Int, sum: ExactSum) {
    guard count > 0 else { return (0, .zero) }
    var sum = ExactSum.zero
    var node = 1
    while node < leafCount {
      let candidate = sum + nodes[2 * node]
      if isWithin(candidate) {
        sum = candidate
        node = 2 * node + 1
      } else {
        node = 2 * node
      }
    }
    let leaf = node - leafCount
    let last = sum + nodes[node]
    if leaf < count, isWithin(last) { return (leaf + 1, last) }
    return (Swift.min(leaf, count), sum)
  }

  // MARK: Private

  /// The number of leaves: a power of two, at least `count` and at least 1.
  private var leafCount: Int
  /// Node `1` is the root, node `i` has children `2i` and `2i + 1`; leaf `k` is node
  /// `leafCount + k`. Leaves past `count` are zero.
  private var nodes: [ExactSum]
  /// The last sum ``prefixSum(_:)`` computed and the count of values it covers; `(0, zero)`
  /// (the empty prefix, always right) after a value it covers changed.
  private var rememberedPrefix: (count: Int, sum: ExactSum) = (0, .zero)
}
