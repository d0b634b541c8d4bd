// MARK: - ExtentIndexIdentity

/// The identity an ``ExtentIndex`` gives each of its blocks (``RowBlock/indexIdentity``).
///
/// A row belongs to the stack whose index made its block: comparing the block's identity with
/// the index's answers "is this row in this stack" without reading the stack's rows. The blocks
/// hold it strongly, so an identity is never reused while a block can still be compared with it.
final class ExtentIndexIdentity: Sendable {}
