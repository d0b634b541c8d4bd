// MARK: - RowBlock

/// A run of consecutive rows in an ``ExtentIndex``: its rows find their index as the block's
/// ``start`` plus their offset in it (`RowState.offsetInBlock`), so an insertion or a removal
/// renumbers the rows of one block and moves the start of the blocks after it, never every row.
///
/// The index owns its blocks and updates ``start``; a block it dropped (emptied or merged) is no
/// longer referred to by any row in the stack.
final class RowBlock {
  // MARK: Lifecycle

  init(start: Int, indexIdentity: ExtentIndexIdentity) {
    self.start = start
    self.indexIdentity = indexIdentity
  }

  // MARK: Internal

  /// The index of the block's first row.
  var start: Int
  /// The identity of the index that made the block (see ``ExtentIndexIdentity``).
  let indexIdentity: ExtentIndexIdentity
}
