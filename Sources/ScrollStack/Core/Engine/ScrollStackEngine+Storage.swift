import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + Storage

/// The row array and the extent index change together here, and only here. A row's index is its
/// block's start plus its offset in the block (``RowState/index``): a change updates the rows of
/// the blocks it touches (``ExtentIndex`` returns them), never every row.
extension ScrollStackEngine {
  // MARK: Inserting

  func storeRow(_ row: Row, at index: Int) {
    let state = row.rowState
    storeRows(
      [row],
      NewRowBatch(
        states: [state], references: [Unmanaged.passUnretained(row as AnyObject)], extents: [extent(of: state)]),
      at: index)
  }

  /// Inserts `newRows`, whose states, unretained references and extents so far (their insets
  /// and padding: nothing is measured yet) are `new`, at `index`: O(k + B + n / B) for k rows, the
  /// array's copy aside (a memory move). Each new row is found by the identities its state's
  /// `contentKeys` holds (the caller sets them). The extents go in with the rows when the batch's
  /// total is far below the limit (every realistic batch); otherwise each goes through the
  /// overflow check of ``storeExtent(of:at:)``.
  ///
  /// The new rows themselves are not touched (their references come made): in a bulk change,
  /// the rows made first have left the processor's caches by the time they are stored, and each
  /// pass over them costs a cache miss per row.
  func storeRows(_ newRows: [Row], _ new: NewRowBatch, at index: Int) {
    guard !newRows.isEmpty else { return }
    rowsWillMove(from: index)
    if rows.isEmpty {
      rows = newRows
    } else {
      rows.insert(contentsOf: newRows, at: index)
    }
    var batchTotal: CGFloat = 0
    for extent in new.extents { batchTotal += extent }
    // A NaN or infinite extent makes the total fail the test as well.
    let fitsAtOnce = batchTotal.isFinite && extents.total + batchTotal < ExtentIndex.maximumTotal / 2
    let changed = extents.insert(
      contentsOf: fitsAtOnce ? new.extents : [CGFloat](repeating: 0, count: newRows.count), at: index)
    let newEnd = index + newRows.count
    assignBlocks(in: changed.lowerBound..<index)
    assignBlocks(in: newEnd..<Swift.max(newEnd, changed.upperBound))
    register(new, at: index)
    guard !fitsAtOnce else {
      // What ``storeExtent(of:at:)`` does besides storing: new rows are not displayed, so none
      // needs a layout, and their spacing is the accepted one already.
      extentsDidChange(from: index)
      return
    }
    for (offset, state) in new.states.enumerated() {
      storeExtent(of: newRows[offset], state, at: index + offset)
    }
  }

  // MARK: Removing

  /// Reports that the visible row at `index`, about to leave the stack, is no longer visible.
  func reportLeaving(at index: Int) {
    rowsWillMove(from: index)
    reportLeaving(rows[index], at: index)
  }

  /// ``reportLeaving(at:)`` for `row`, at `index`, once the caller has forgotten the tracked
  /// range from that index or an earlier one (``rowsWillMove(from:)``).
  func reportLeaving(_ row: Row, at index: Int) {
    let state = row.rowState
    emitLeaving(row, state, at: index)
    state.visibility = state.isHidden ? .hidden : .offscreen
  }

  /// Reports that `row` (whose state is `state`), about to leave from `index`, is no longer
  /// visible, if it was.
  private func emitLeaving(_ row: Row, _ state: RowState, at index: Int) {
    if state.visibility.isVisible {
      emit(.rowDidBecomeHidden(row: row, index: index, state: .offscreen))
    }
  }

  func discardRow(at index: Int) -> Row {
    let row = rows[index]
    discardRows(atOrdered: [index], [row])
    return row
  }

  /// Removes the rows at `indexes` (valid, increasing, without repeats), which are `leaving`
  /// (the rows at those indexes, in the same order): one by one from the last, O(B + n / B)
  /// each, when they are few; in one linear pass that rebuilds the extent index when they are
  /// many.
  ///
  /// When `reportingLeaving`, each leaving row is also reported as ``reportLeaving(_:at:)`` does,
  /// in the same pass (a bulk removal touches each row once before the rows are gone).
  func discardRows(atOrdered indexes: [Int], _ leaving: [Row], reportingLeaving: Bool = false) {
    guard let first = indexes.first else { return }
    rowsWillMove(from: first)
    // When every row leaves, the content map and the rows waiting for a visibility check empty
    // at once instead of entry by entry.
    let removesAll = indexes.count == rows.count
    if removesAll { visibilityTracking.rowsNeedingCheck.removeAll() }
    // Only rows waiting for a visibility check need to be told apart from the kept ones.
    let tracksLeaving = !visibilityTracking.rowsNeedingCheck.isEmpty
    var leavingIdentities = Set<ObjectIdentifier>()
    if tracksLeaving { leavingIdentities.reserveCapacity(indexes.count) }
    // Through the array's buffer, by position: over the unspecialised row type, `enumerated()`'s
    // iterator cost more than the rest of the loop, and the array's subscript is a call (about 60
    // instructions a row); the buffer's is a load.
    leaving.withUnsafeBufferPointer { leaving in
      for position in leaving.indices {
        let row = leaving[position]
        if tracksLeaving { leavingIdentities.insert(ObjectIdentifier(row)) }
        let state = row.rowState
        if reportingLeaving { emitLeaving(row, state, at: indexes[position]) }
        if !removesAll {
          state.contentKeys.forEach { identity in
            if rowsByContent[identity]?.toOpaque() == Unmanaged.passUnretained(row as AnyObject).toOpaque() {
              rowsByContent[identity] = nil
            }
          }
        }
        state.contentKeys = RowContentKeys()
        state.visibility = state.isHidden ? .hidden : .offscreen
        // No user code runs until the rows below are gone: the leaving rows lose their index now,
        // and keep the way to this engine for their reports.
        state.block = nil
        state.departedIndex = extents.identity
      }
    }
    if removesAll {
      rowsByContent.removeAll()
      rows = []
      extents.rebuild(with: [])
    } else if indexes.count * ExtentIndex.maximumBlockLength <= rows.count {
      for index in indexes.reversed() {
        rows.remove(at: index)
        assignBlocks(in: extents.remove(at: index))
      }
    } else {
      removeInOnePass(indexes)
    }
    if tracksLeaving { visibilityTracking.unflag(leavingIdentities) }
  }

  /// Moves the row at `source` to `destination`: the rows between shift by one place, in
  /// O(d + B + log n) for the d rows between (``ExtentIndex/move(from:to:)``), the same each way;
  /// a removal and an insertion when blocks must merge or split.
  func relocateRow(from source: Int, to destination: Int) {
    rowsWillMove(from: Swift.min(source, destination))
    if let changed = extents.move(from: source, to: destination) {
      rows.moveElement(from: source, to: destination)
      assignBlocks(in: changed.0)
      assignBlocks(in: changed.1)
      return
    }
    let row = rows.remove(at: source)
    let length = extents.extents[source]
    assignBlocks(in: extents.remove(at: source))
    rows.insert(row, at: destination)
    assignBlocks(in: extents.insert(contentsOf: [length], at: destination))
  }

  // MARK: Private

  /// Keeps the rows not at `indexes` (valid, increasing; their rows have left their blocks) and
  /// rebuilds the extent index from theirs, in O(n).
  private func removeInOnePass(_ indexes: [Int]) {
    var keptRows: [Row] = []
    var keptLengths: [CGFloat] = []
    keptRows.reserveCapacity(rows.count - indexes.count)
    keptLengths.reserveCapacity(rows.count - indexes.count)
    var nextLeaving = 0
    for index in 0..<rows.count {
      if nextLeaving < indexes.count, indexes[nextLeaving] == index {
        nextLeaving += 1
      } else {
        keptRows.append(rows[index])
        keptLengths.append(extents.extents[index])
      }
    }
    rows = keptRows
    extents.rebuild(with: keptLengths)
    assignBlocks(in: 0..<rows.count)
  }

  /// Gives the rows in `range` their block and offset from the extent index.
  private func assignBlocks(in range: Range<Int>) {
    guard !range.isEmpty else { return }
    var block = extents.blockIndex(containing: range.lowerBound)
    var index = range.lowerBound
    // Through the row array's buffer: its subscript over the unspecialised row type is a call.
    rows.withUnsafeBufferPointer { rows in
      while index < range.upperBound {
        let rowBlock = extents.blocks[block]
        let end = Swift.min(extents.blockEnd(block), range.upperBound)
        while index < end {
          let state = rows[index].rowState
          // A row that stays in its block (most rows a move shifts) keeps its reference: no
          // retain and release of the block.
          if state.block !== rowBlock { state.block = rowBlock }
          state.offsetInBlock = index - rowBlock.start
          index += 1
        }
        block += 1
      }
    }
  }

  /// Gives the new rows stored from `index` on their block and offset, and enters their
  /// identities in ``rowsByContent``: one pass over their states.
  private func register(_ new: NewRowBatch, at index: Int) {
    if new.states.count > 1 { rowsByContent.reserveCapacity(rowsByContent.count + new.states.count) }
    var block = extents.blockIndex(containing: index)
    var rowBlock = extents.blocks[block]
    var blockEnd = extents.blockEnd(block)
    for (offset, state) in new.states.enumerated() {
      let position = index + offset
      while position >= blockEnd {
        block += 1
        rowBlock = extents.blocks[block]
        blockEnd = extents.blockEnd(block)
      }
      state.block = rowBlock
      state.offsetInBlock = position - rowBlock.start
      let reference = new.references[offset]
      if let first = state.contentKeys.first { rowsByContent[first] = reference }
      if let second = state.contentKeys.second { rowsByContent[second] = reference }
    }
  }
}
