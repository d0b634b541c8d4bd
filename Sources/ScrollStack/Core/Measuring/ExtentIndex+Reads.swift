import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ExtentIndex + Reads

/// Where rows start and end, and which rows an offset reaches: prefix sums of the blocks' totals
/// in the tree plus a running sum within one block, rounded once. Reads are `mutating`: they
/// settle a block total left stale by the zero-tail fast path first, and remember the last
/// block and prefix found, so that reading the rows of one block in order costs O(1) each.
extension ExtentIndex {
  // MARK: Internal

  /// The sum of all extents.
  var total: CGFloat {
    mutating get {
      settleTotals()
      return blockTotals.total.value
    }
  }

  /// The index of the block that holds the row at `index` (which must be valid), in O(log n).
  func blockIndex(containing index: Int) -> Int {
    // The last block that starts at or before `index`.
    var low = 0
    var high = blockStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if blockStarts[middle] <= index { low = middle } else { high = middle }
    }
    return low
  }

  /// ``blockIndex(containing:)``, in O(1) when the row is in the block found last (rows are
  /// measured and read in order: a bulk insertion reads each block's rows one after another).
  mutating func locateBlock(containing index: Int) -> Int {
    let hint = lastLocatedBlock
    // The hint is checked against the blocks as they are now, so a stale one is harmless.
    if hint < blockStarts.count, blockStarts[hint] <= index, index < blockEnd(hint) { return hint }
    let block = blockIndex(containing: index)
    lastLocatedBlock = block
    return block
  }

  /// The index of the row after the last row of the block `block`.
  func blockEnd(_ block: Int) -> Int {
    block + 1 < blockStarts.count ? blockStarts[block + 1] : extents.count
  }

  /// The sum of the first `count` extents (the start offset of row `count`), correctly rounded.
  mutating func prefixSum(_ count: Int) -> CGFloat {
    exactPrefixSum(count).value
  }

  /// The end of the row at `index`: the start of the next row, to the last bit.
  mutating func end(of index: Int) -> CGFloat {
    exactPrefixSum(index + 1).value
  }

  /// Where the row at `index` (a valid index) starts and ends: ``prefixSum(_:)`` of `index` and
  /// ``end(of:)`` of `index`, to the last bit, with the block and the prefix before it found once
  /// when both are in the same block (a row's layout reads both).
  mutating func place(of index: Int) -> (start: CGFloat, end: CGFloat) {
    guard index > 0, index + 1 < extents.count else { return (prefixSum(index), end(of: index)) }
    let block = locateBlock(containing: index)
    guard index > blockStarts[block], index + 1 < blockEnd(block) else { return (prefixSum(index), end(of: index)) }
    // As ``exactPrefixSum(_:)`` reads both sums: the same block, the same prefix before it.
    if staleTotalBlock >= 0 && staleTotalBlock < block { settleTotals() }
    let before = blockTotals.prefixSum(block)
    return (
      (before + runningSum(through: index - 1, inBlock: block)).value,
      (before + runningSum(through: index, inBlock: block)).value
    )
  }

  /// Whether the row at `index` (a valid index) is known to start after `offset` without
  /// summing: a row at or before it was found to start after `offset`, or after a smaller
  /// offset, and nothing before that row has changed since (see ``rememberStart(of:isAfter:)``).
  /// `false` means "not known", not "starts at or before".
  func isKnownToStart(_ index: Int, after offset: CGFloat) -> Bool {
    guard let known = rowStartingPast else { return false }
    return index >= known.index && offset <= known.offset
  }

  /// Remembers that the row at `index` starts after `offset` (the caller found its start): the
  /// rows after it, added or measured one by one (a bulk insertion past the window), are then
  /// known to as well, in O(1) each (``isKnownToStart(_:after:)``).
  mutating func rememberStart(of index: Int, isAfter offset: CGFloat) {
    rowStartingPast = (index, offset)
  }

  /// The number of leading rows whose end is at or before `offset`: the index of the first
  /// row that ends after `offset` (or `count` when none does).
  ///
  /// Rows of zero extent that start exactly at `offset` are counted as ending at or before it.
  mutating func countOfRowsEnding(atOrBefore offset: CGFloat) -> Int {
    countOfLeadingRows { $0 <= offset }
  }

  /// The number of leading rows whose end is strictly before `offset`.
  mutating func countOfRowsEnding(before offset: CGFloat) -> Int {
    countOfLeadingRows { $0 < offset }
  }

  /// ``countOfRowsEnding(before:)`` found from `guess`, a count near the answer (the one found
  /// for a nearby offset): when the answer is `guess` or a row either side of it, one to three
  /// row ends settle it, without the search (a scroll moves an edge of the visible interval by a
  /// row or two); otherwise the search, after at most two row ends (a jump). The ends compared are
  /// the search's own sums (``end(of:)``, exact and rounded once), so the answer is the search's.
  mutating func countOfRowsEnding(before offset: CGFloat, near guess: Int) -> Int {
    let count = extents.count
    let candidate = Swift.min(Swift.max(guess, 0), count)
    if candidate > 0 {
      let lastEnd = end(of: candidate - 1)
      if !(lastEnd < offset) {
        // The row before `candidate` ends at or after `offset`: fewer rows. One fewer when the
        // row before that one ends before it; when even its approximate end (the sum less one
        // extent, off by a few units in the last place) is clearly past `offset`, the search.
        if candidate == 1 { return 0 }
        let approximate = lastEnd - extents[candidate - 1]
        guard approximate < offset + Self.roundingSlack(offset, lastEnd) else {
          return countOfRowsEnding(before: offset)
        }
        return end(of: candidate - 2) < offset ? candidate - 1 : countOfRowsEnding(before: offset)
      }
    }
    // Every row before `candidate` ends before `offset`.
    guard candidate < count else { return candidate }
    let candidateEnd = end(of: candidate)
    if !(candidateEnd < offset) { return candidate }
    // Row `candidate` ends before `offset` too: one more when the next one does not.
    guard candidate + 1 < count else { return count }
    let approximate = candidateEnd + extents[candidate + 1]
    guard approximate >= offset - Self.roundingSlack(offset, candidateEnd) else {
      return countOfRowsEnding(before: offset)
    }
    return end(of: candidate + 1) < offset ? countOfRowsEnding(before: offset) : candidate + 1
  }

  /// How far a row end computed from a neighbour's (one extent added or taken away) may be from
  /// the exact one: a few units in the last place of the values involved.
  private static func roundingSlack(_ offset: CGFloat, _ end: CGFloat) -> CGFloat {
    4 * Swift.max(abs(offset), abs(end), 1).ulp
  }

  /// The first row of the zero tail of the block `block`: from it to the block's end every
  /// extent is zero, and the running sums stored there may be stale (see ``zeroTailOffsets``).
  /// The block's end when it has none.
  @inline(__always) func zeroTailStart(of block: Int) -> Int {
    Swift.min(blockStarts[block] + zeroTailOffsets[block], blockEnd(block))
  }

  /// The running sum of the row `row` of the block `block`: stored, or in the block's zero tail
  /// the sum before the tail.
  @inline(__always) func runningSum(through row: Int, inBlock block: Int) -> ExactSum {
    let tailStart = zeroTailStart(of: block)
    guard row >= tailStart else { return runningSums[row] }
    return tailStart > blockStarts[block] ? runningSums[tailStart - 1] : .zero
  }

  // MARK: Private

  /// The sum of the first `count` extents, before rounding: the totals of the blocks before the
  /// row `count`, plus the running sum of the row before it in its block.
  private mutating func exactPrefixSum(_ count: Int) -> ExactSum {
    guard count > 0 else { return .zero }
    guard count < extents.count else {
      settleTotals()
      return blockTotals.total
    }
    let block = locateBlock(containing: count)
    // The tree's prefix before `block` holds a stale total only when that block comes earlier.
    if staleTotalBlock >= 0 && staleTotalBlock < block { settleTotals() }
    let before = blockTotals.prefixSum(block)
    return count > blockStarts[block] ? before + runningSum(through: count - 1, inBlock: block) : before
  }

  /// The length of the longest run of leading rows whose (rounded) end satisfies `endIsWithin`:
  /// the blocks whose ends all pass are found in the tree, then the rows in the next block by
  /// binary search. Ends never decrease, so the rows that satisfy a "before some offset" test are
  /// always a prefix.
  private mutating func countOfLeadingRows(whereEnd endIsWithin: (CGFloat) -> Bool) -> Int {
    settleTotals()
    let (passing, before) = blockTotals.longestPrefix { endIsWithin($0.value) }
    guard passing < blocks.count else { return extents.count }
    // The first row of block `passing` whose end fails the test; its last row fails.
    var low = blockStarts[passing]
    var high = blockEnd(passing) - 1
    while low < high {
      let middle = (low + high) / 2
      if endIsWithin((before + runningSum(through: middle, inBlock: passing)).value) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
