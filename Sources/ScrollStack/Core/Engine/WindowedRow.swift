// MARK: - WindowedRow

/// A displayed row of a windowed stack as the engine lists it (``RowWindow/displayed``):
/// its state, by which the list is ordered and searched, and the row itself as an object.
///
/// The list's element names no generic parameter: the engine's code is not specialised for the
/// platform's row type, and every operation on an array of rows looked that array's type up at run
/// time (a few hundred instructions each, several per displayed row).
@MainActor
struct WindowedRow {
  /// The row's state: its index, and whether it is displayed.
  let state: RowState
  /// The row (of the engine's row type).
  let row: AnyObject
}
