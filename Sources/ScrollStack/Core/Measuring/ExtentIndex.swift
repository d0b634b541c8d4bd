import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ExtentIndex

/// Prefix sums over row extents, kept in blocks of consecutive rows, with sums that are exact.
///
/// Answers "where does row i start" and "which row covers this offset" in O(log n). Changing one
/// extent costs O(B + log n), inserting or removing a row O(B + n / B), moving one O(d + B + log n)
/// for the d rows it passes, where B, the length of a block, stays between a few rows and
/// ``maximumBlockLength``: within its block a row has a
/// running sum (from the block's start through the row), and a segment tree (``ExactSumTree``)
/// holds each block's total. Inserting or removing many rows at once is linear.
///
/// The rows of a block share a ``RowBlock`` whose start the index moves when rows are inserted or
/// removed before it; a row finds its index as that start plus its offset in the block. Each
/// structural change returns the rows whose block or offset changed, for the owner to update.
/// Because the blocks are shared objects, the index cannot be copied.
///
/// Exactness: every running sum and every tree node is an ``ExactSum`` (a double-length sum),
/// recomputed from the stored extents whenever one changes — never by adding the difference
/// between an old and a new extent, so no rounding error survives a change. A prefix sum is
/// rounded to `CGFloat` once, at the end: for any lengths whose exact sum fits in about 106
/// significant bits (every realistic layout) it is the correctly rounded sum, whatever the
/// grouping. So the end of the last row, the start of the row after any row, and the total agree
/// to the last bit.
///
/// The total is kept at or below ``maximumTotal``: ``setExtent(_:at:)`` refuses an extent that
/// is not finite, negative, or would take the total above it.
struct ExtentIndex: ~Copyable {
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

  /// The most rows a block holds: a longer one is split into blocks of
  /// ``initialBlockLength`` rows.
  static let maximumBlockLength = 128

  /// The length of the blocks a rebuild or a split makes.
  static let initialBlockLength = 64

  /// A block shorter than this after a removal joins a neighbour when the two fit in one block.
  static let minimumBlockLength = 16

  /// The identity every block of this index carries: a row is in this index's stack exactly
  /// when its block carries it.
  let identity = ExtentIndexIdentity()

  private(set) var extents: [CGFloat] = []

  /// The blocks, in order; every block holds at least one row.
  private(set) var blocks: [RowBlock] = []

  var count: Int { extents.count }

  /// Replaces every extent, in O(n), with new blocks of ``initialBlockLength`` rows. Every row's
  /// block changes.
  mutating func rebuild(with newExtents: [CGFloat]) {
    staleTotalBlock = -1
    rowStartingPast = nil
    extents = newExtents
    runningSums = [ExactSum](repeating: .zero, count: newExtents.count)
    blocks = []
    blockStarts = []
    var start = 0
    while start < newExtents.count {
      blocks.append(RowBlock(start: start, indexIdentity: identity))
      blockStarts.append(start)
      start += Self.initialBlockLength
    }
    zeroTailOffsets = [Int](repeating: 0, count: blocks.count)
    recomputeAllRunningSums()
  }

  /// Sets every extent to zero, keeping the blocks (no row's block changes), in O(n).
  mutating func resetToZero() {
    staleTotalBlock = -1
    rowStartingPast = nil
    for index in extents.indices {
      extents[index] = 0
      runningSums[index] = .zero
    }
    zeroTailOffsets = [Int](repeating: 0, count: blocks.count)
    blockTotals = ExactSumTree([ExactSum](repeating: .zero, count: blocks.count))
  }

  /// Replaces every extent with `newExtents`, finite, non-negative and within ``maximumTotal``
  /// in total (the caller checked), keeping the blocks (no row's block changes), in O(n).
  /// Returns `false`, changing nothing, when their number is not the number of rows.
  mutating func replaceEveryExtent(with newExtents: [CGFloat]) -> Bool {
    guard newExtents.count == extents.count else { return false }
    staleTotalBlock = -1
    rowStartingPast = nil
    extents = newExtents
    recomputeAllRunningSums()
    return true
  }

  /// Whether `extent` may replace the extent at `index`: it is finite, not negative, and the
  /// total stays within ``maximumTotal``.
  mutating func accepts(_ extent: CGFloat, at index: Int) -> Bool {
    guard extent.isFinite, extent >= 0, extents.indices.contains(index) else { return false }
    if staleTotalBlock >= 0 {
      // Far below the limit, the answer needs no exact total: the stale tree's total plus the
      // stale block's real total bounds the other extents' sum.
      let bound =
        blockTotals.total.value + runningSum(through: blockEnd(staleTotalBlock) - 1, inBlock: staleTotalBlock).value
      if bound + extent < Self.maximumTotal / 2 { return true }
      settleTotals()
    } else if blockTotals.total.value + extent < Self.maximumTotal / 2 {
      // Far below the limit as well (every realistic stack): the total bounds the other extents'
      // sum (none is negative), without the two exact sums below (each row measured asks).
      return true
    }
    // Exact: the other extents' sum, then the new one.
    let others = blockTotals.total + ExactSum(-extents[index])
    let newTotal = others + ExactSum(extent)
    return newTotal.value.isFinite && newTotal.value <= Self.maximumTotal
  }

  /// Sets the extent of the row at `index`, in O(B + log n): the running sums of its block from
  /// the row on, then the block's total. Returns `false`, changing nothing, when
  /// ``accepts(_:at:)`` refuses `extent`.
  @discardableResult
  mutating func setExtent(_ extent: CGFloat, at index: Int) -> Bool {
    guard accepts(extent, at: index) else { return false }
    guard extent != extents[index] else { return true }
    forgetRowStartingPast(changingAt: index)
    extents[index] = extent
    let block = locateBlock(containing: index)
    let start = blockStarts[block]
    if index == zeroTailStart(of: block) {
      // The first row of the block's zero tail: the rows after it are still zero, so its running
      // sum is the block's total and theirs follow without being stored.
      let sum = (index > start ? runningSums[index - 1] : .zero) + ExactSum(extent)
      runningSums[index] = sum
      zeroTailOffsets[block] = index + 1 - start
      // The tree learns the block's total when something reads past it (``settleTotals()``):
      // filling a block row by row updates it once, not once per row.
      if staleTotalBlock != block {
        settleTotals()
        staleTotalBlock = block
      }
      return true
    }
    if staleTotalBlock == block { staleTotalBlock = -1 }
    recomputeRunningSums(ofBlock: block, from: index)
    return true
  }

  /// Inserts `newExtents` before the row at `index` (or at the end when `index` is ``count``).
  /// Returns the range of rows whose block or offset changed, the new rows included: the rest
  /// of the block they join (all of it when it had to be split), or every row when the insertion
  /// is large enough to rebuild the index.
  mutating func insert(contentsOf newExtents: [CGFloat], at index: Int) -> Range<Int> {
    let inserted = newExtents.count
    guard inserted > 0 else { return index..<index }
    settleTotals()
    forgetRowStartingPast(changingAt: index)
    guard !blocks.isEmpty, inserted <= Swift.max(Self.maximumBlockLength, count / 8) else {
      var all = extents
      all.insert(contentsOf: newExtents, at: index)
      rebuild(with: all)
      return 0..<count
    }
    // The block the rows join: the one holding the row they go before, or the last one.
    let block = index == count ? blocks.count - 1 : blockIndex(containing: index)
    extents.insert(contentsOf: newExtents, at: index)
    runningSums.insert(contentsOf: repeatElement(.zero, count: inserted), at: index)
    shiftStarts(after: block, by: inserted)
    let start = blockStarts[block]
    let end = blockEnd(block)
    guard end - start > Self.maximumBlockLength else {
      recomputeRunningSums(ofBlock: block, from: index)
      return index..<end
    }
    split(block)
    return start..<end
  }

  /// Removes the extent of the row at `index`. Returns the range of rows whose block or offset
  /// changed: the rest of its block, or the block it joined when it became too short.
  mutating func remove(at index: Int) -> Range<Int> {
    settleTotals()
    forgetRowStartingPast(changingAt: index)
    var block = blockIndex(containing: index)
    extents.remove(at: index)
    runningSums.remove(at: index)
    shiftStarts(after: block, by: -1)
    let length = blockEnd(block) - blockStarts[block]
    if length == 0 {
      blocks.remove(at: block)
      blockStarts.remove(at: block)
      zeroTailOffsets.remove(at: block)
      rebuildBlockTotals()
      return index..<index
    }
    if length < Self.minimumBlockLength, let neighbour = mergeableNeighbour(of: block) {
      // The later block joins the earlier one: its rows take the earlier block.
      block = Swift.min(block, neighbour)
      blocks.remove(at: block + 1)
      blockStarts.remove(at: block + 1)
      zeroTailOffsets.remove(at: block + 1)
      recomputeRunningSums(ofBlock: block, from: blockStarts[block], updatingTotal: false)
      rebuildBlockTotals()
      return blockStarts[block]..<blockEnd(block)
    }
    recomputeRunningSums(ofBlock: block, from: index)
    return index..<blockEnd(block)
  }

  /// Moves the extent of the row at `source` to `destination` (valid indexes), keeping every
  /// block: the row leaves its block and joins the one holding `destination`, and the blocks
  /// between start one row earlier (moving down) or later (moving up). O(d + B + log n) for the
  /// d rows between the two places: one memory move of their extents and running sums, the
  /// starts of the blocks between, the running sums of the two blocks from the places on and
  /// their totals. The rows between keep their block and offset (their block moved with them).
  ///
  /// Returns the two ranges of rows whose block or offset changed (the moved row and the rest of
  /// its new block, the rows after it in its old block), or `nil`, changing nothing, when the
  /// old block would become shorter than ``minimumBlockLength`` or the new one longer than
  /// ``maximumBlockLength``: a removal and an insertion, which merge and split blocks, do it then.
  mutating func move(from source: Int, to destination: Int) -> (Range<Int>, Range<Int>)? {
    guard source != destination, extents.indices.contains(source), extents.indices.contains(destination) else {
      return nil
    }
    let sourceBlock = blockIndex(containing: source)
    // The block holding the row now at `destination`, which the moved row joins.
    let destinationBlock = blockIndex(containing: destination)
    let low = Swift.min(source, destination)
    if sourceBlock == destinationBlock {
      settleTotals()
      forgetRowStartingPast(changingAt: low)
      extents.moveElement(from: source, to: destination)
      // Every running sum from the first of the two places on is computed again.
      recomputeRunningSums(ofBlock: sourceBlock, from: low)
      let high = Swift.max(source, destination) + 1
      return (low..<high, high..<high)
    }
    let sourceLength = blockEnd(sourceBlock) - blockStarts[sourceBlock]
    let destinationLength = blockEnd(destinationBlock) - blockStarts[destinationBlock]
    guard sourceLength > Self.minimumBlockLength, destinationLength < Self.maximumBlockLength else { return nil }
    settleTotals()
    forgetRowStartingPast(changingAt: low)
    extents.moveElement(from: source, to: destination)
    // The running sums of the rows between move with them (each is relative to its block).
    runningSums.moveElement(from: source, to: destination)
    if source < destination {
      shiftBlockStarts(in: (sourceBlock + 1)...destinationBlock, by: -1)
      recomputeRunningSums(ofBlock: sourceBlock, from: source)
      recomputeRunningSums(ofBlock: destinationBlock, from: destination)
      return (source..<blockEnd(sourceBlock), destination..<blockEnd(destinationBlock))
    }
    shiftBlockStarts(in: (destinationBlock + 1)...sourceBlock, by: 1)
    recomputeRunningSums(ofBlock: destinationBlock, from: destination)
    recomputeRunningSums(ofBlock: sourceBlock, from: source + 1)
    return (destination..<blockEnd(destinationBlock), (source + 1)..<blockEnd(sourceBlock))
  }

  /// Moves the start of each block in `range` by `shift` rows (``blockStarts`` and the blocks),
  /// through the buffers: no uniqueness check per block, of which a long move shifts thousands.
  private mutating func shiftBlockStarts(in range: ClosedRange<Int>, by shift: Int) {
    blocks.withUnsafeBufferPointer { blocks in
      blockStarts.withUnsafeMutableBufferPointer { starts in
        for block in range {
          starts[block] += shift
          blocks[block].start = starts[block]
        }
      }
    }
  }

  // MARK: Internal (the index's own state)

  // The state below is internal only so that the reads in `ExtentIndex+Reads.swift` reach it;
  // nothing outside the index's two files uses it.

  /// The start of each block (the same as its ``RowBlock/start``), contiguous for searching.
  var blockStarts: [Int] = []
  /// For each row, the exact sum of the extents of its block's rows up to and including it.
  var runningSums: [ExactSum] = []
  /// The total of each block.
  var blockTotals = ExactSumTree()
  /// The block whose total in ``blockTotals`` lags its running sums (-1: none): the zero-tail
  /// fast path of ``setExtent(_:at:)`` leaves it so, and every read that needs it, and every
  /// other change, settles it first (``settleTotals()``).
  var staleTotalBlock = -1
  /// For each block, the offset of its zero tail: trailing rows whose extents are all zero and
  /// whose running sums, all equal to the sum before them, need not be stored. Measuring the
  /// rows of a block in order (as a bulk insertion does, its rows starting at zero) then costs
  /// O(1) each instead of recomputing the rest of the block. An offset at or past the block's
  /// length: no tail.
  var zeroTailOffsets: [Int] = []
  /// The block ``locateBlock(containing:)`` found last.
  var lastLocatedBlock = 0
  /// A row found to start after an offset (``rememberStart(of:isAfter:)``): every row from it on
  /// starts after that offset too, as long as no extent before it changes (extents are never
  /// negative). Forgotten by any change before the row.
  var rowStartingPast: (index: Int, offset: CGFloat)?

  // MARK: Private

  /// Recomputes the running sums of the block `block` from the row `index` (or from the start
  /// of its zero tail, if that comes first) to its end, then (when `updatingTotal`) the block's
  /// total in the tree. The block's zero tail becomes its trailing rows of zero extent after
  /// `index`.
  private mutating func recomputeRunningSums(ofBlock block: Int, from index: Int, updatingTotal: Bool = true) {
    let start = blockStarts[block]
    let end = blockEnd(block)
    let first = Swift.min(index, zeroTailStart(of: block))
    var sum = first > start ? runningSums[first - 1] : .zero
    var row = first
    while row < end {
      sum = sum + ExactSum(extents[row])
      runningSums[row] = sum
      row += 1
    }
    var tail = end
    while tail > first && extents[tail - 1] == 0 { tail -= 1 }
    zeroTailOffsets[block] = tail - start
    if updatingTotal { blockTotals.set(sum, at: block) }
  }

  /// Forgets ``rowStartingPast`` when a change at `index` comes before its row: a change at or
  /// after it cannot make a row from it on start earlier than it.
  private mutating func forgetRowStartingPast(changingAt index: Int) {
    if let known = rowStartingPast, index < known.index { rowStartingPast = nil }
  }

  /// Moves the start of every block after `block` by `delta` rows.
  private mutating func shiftStarts(after block: Int, by delta: Int) {
    var later = block + 1
    while later < blocks.count {
      blockStarts[later] += delta
      blocks[later].start = blockStarts[later]
      later += 1
    }
  }

  /// Gives the tree the real total of ``staleTotalBlock``, if any.
  mutating func settleTotals() {
    guard staleTotalBlock >= 0 else { return }
    let block = staleTotalBlock
    staleTotalBlock = -1
    blockTotals.set(runningSum(through: blockEnd(block) - 1, inBlock: block), at: block)
  }

  /// Recomputes every running sum and the tree, in O(n).
  private mutating func recomputeAllRunningSums() {
    for block in blocks.indices {
      recomputeRunningSums(ofBlock: block, from: blockStarts[block], updatingTotal: false)
    }
    rebuildBlockTotals()
  }

  /// Rebuilds the tree from the blocks' last running sums, in O(n / B).
  private mutating func rebuildBlockTotals() {
    var totals: [ExactSum] = []
    totals.reserveCapacity(blocks.count)
    for block in blocks.indices { totals.append(runningSum(through: blockEnd(block) - 1, inBlock: block)) }
    blockTotals = ExactSumTree(totals)
  }

  /// Splits the block `block` into blocks of ``initialBlockLength`` rows (the first keeps its
  /// ``RowBlock``), recomputing their running sums and the tree.
  private mutating func split(_ block: Int) {
    let start = blockStarts[block]
    let end = blockEnd(block)
    var newStarts: [Int] = []
    var next = start + Self.initialBlockLength
    while next < end {
      newStarts.append(next)
      next += Self.initialBlockLength
    }
    blockStarts.insert(contentsOf: newStarts, at: block + 1)
    blocks.insert(contentsOf: newStarts.map { RowBlock(start: $0, indexIdentity: identity) }, at: block + 1)
    zeroTailOffsets.insert(contentsOf: repeatElement(0, count: newStarts.count), at: block + 1)
    for piece in block...(block + newStarts.count) {
      recomputeRunningSums(ofBlock: piece, from: blockStarts[piece], updatingTotal: false)
    }
    rebuildBlockTotals()
  }

  /// A block next to `block` that can take its rows within ``maximumBlockLength``: the previous
  /// one when it can, else the next one; `nil` when neither can.
  private func mergeableNeighbour(of block: Int) -> Int? {
    let length = blockEnd(block) - blockStarts[block]
    if block > 0, blockEnd(block - 1) - blockStarts[block - 1] + length <= Self.maximumBlockLength {
      return block - 1
    }
    if block + 1 < blocks.count, blockEnd(block + 1) - blockStarts[block + 1] + length <= Self.maximumBlockLength {
      return block + 1
    }
    return nil
  }
}
