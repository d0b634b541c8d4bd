// MARK: - ExtentIndexIdentity

/// The identity an ``ExtentIndex`` gives each of its blocks (``RowBlock/indexIdentity``), and
/// the way from a row to the engine it is in.
///
/// A row belongs to the stack whose index made its block: comparing the block's identity with
/// the index's answers "is this row in this stack" without reading the stack's rows. The blocks,
/// and the rows removed from the stack, hold it strongly, so an identity is never reused while
/// something can still be compared with it; it refers to the engine without keeping it alive,
/// once for all its rows.
final class ExtentIndexIdentity {
  /// The engine whose index this is; set by the engine, `nil` once it is gone (or for an index
  /// of its own, in tests).
  ///
  /// Not `weak`: a weakly referenced Swift object takes the runtime's slow path on every retain
  /// and release, and the engine is retained on every scroll event (see ``EngineReference``).
  /// Lifetime: the engine sets it in its `init` and sets ``isRetired`` first thing in its
  /// `deinit`, before its storage is freed; this getter answers `nil` from then on, so the
  /// unretained storage is never read after the engine is gone. Internal: no user code writes it.
  var owner: (any RowStateOwner)? {
    get { isRetired ? nil : ownerStorage }
    set { ownerStorage = newValue }
  }
  private unowned(unsafe) var ownerStorage: (any RowStateOwner)?
  /// Whether the engine whose index this is has been freed (set as it goes): the rows its blocks
  /// still number are then in no stack. A flag, not a read of ``owner``: a row's API checks it
  /// without a weak load.
  var isRetired = false
}
