@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + AloeStackView styling

// AloeStackView's calls that style rows named by their view, and its names for the stack's
// defaults for new rows. Each does what AloeStackView's did, through the stack's own settings
// (the names in each summary); a view that is not a row of this stack is reported
// (``StackDiagnostic/Kind/contentNotFound``) and nothing changes. The defaults are this
// package's, not AloeStackView's: see docs/Migrating-from-AloeStackView.md for the values and
// how to get AloeStackView's look.
extension ScrollStack {
  // MARK: Handling taps

  /// Calls `handler` with `row` each time the user taps the row showing it (or VoiceOver
  /// activates it); `nil` removes the handler. AloeStackView's spelling of the row's
  /// ``ScrollStackRow/onTap``, which it sets.
  ///
  /// A row view adopting ``Tappable`` hears `didTapView()` on each tap too, before the handler,
  /// with or without one. Taps on a `UIControl` inside the row go to the control. A view that is
  /// not a row is reported and nothing changes.
  public func setTapHandler<RowView: UIView>(forRow row: RowView, handler: ((RowView) -> Void)?) {
    guard let stackRow = aloeRow(for: row, "setTapHandler(forRow:handler:)") else { return }
    guard let handler else {
      stackRow.onTap = nil
      return
    }
    stackRow.onTap = { _ in handler(row) }
  }

  /// ``setTapHandler(forRow:handler:)-(RowView,_)`` for a handler that takes any view, or
  /// `nil`: the form `setTapHandler(forRow: label, handler: nil)` and `{ _ in … }` handlers
  /// resolve to (Swift 6 cannot infer the generic form's view type from a `nil` handler).
  public func setTapHandler(forRow row: UIView, handler: ((UIView) -> Void)?) {
    guard let stackRow = aloeRow(for: row, "setTapHandler(forRow:handler:)") else { return }
    guard let handler else {
      stackRow.onTap = nil
      return
    }
    stackRow.onTap = { _ in handler(row) }
  }

  // MARK: Row colours

  /// Sets the background colour of the row showing `row` (its ``ScrollStackRow`` view's
  /// `backgroundColor`, behind the row's insets and content).
  public func setBackgroundColor(forRow row: UIView, color: UIColor) {
    aloeRow(for: row, "setBackgroundColor(forRow:color:)")?.backgroundColor = color
  }

  /// Sets the background colour of the rows showing each view; see
  /// ``setBackgroundColor(forRow:color:)``.
  public func setBackgroundColor(forRows rows: [UIView], color: UIColor) {
    for row in rows { setBackgroundColor(forRow: row, color: color) }
  }

  // MARK: Row insets

  /// The insets new rows get between their edges and their content; AloeStackView's name for
  /// ``rowInsets``. `.zero` by default (AloeStackView's was 12 points above and below and 15 on
  /// each side: set `UIEdgeInsets(top: 12, left: 15, bottom: 12, right: 15)` for its look).
  /// Rows already added keep theirs.
  public var rowInset: UIEdgeInsets {
    get { rowInsets }
    set { rowInsets = newValue }
  }

  /// Sets the insets of the row showing `row` (its ``ScrollStackRow/rowInsets``).
  public func setInset(forRow row: UIView, inset: UIEdgeInsets) {
    aloeRow(for: row, "setInset(forRow:inset:)")?.rowInsets = inset
  }

  /// Sets the insets of the rows showing each view; see ``setInset(forRow:inset:)``.
  public func setInset(forRows rows: [UIView], inset: UIEdgeInsets) {
    for row in rows { setInset(forRow: row, inset: inset) }
  }

  // MARK: Separators

  /// The separator insets new rows get; AloeStackView's name for ``separatorInsets``: 15 points
  /// on the leading edge by default. Only the insets across the axis count (left and right on a
  /// vertical stack). Rows already added keep theirs.
  public var separatorInset: UIEdgeInsets {
    get { separatorInsets }
    set { separatorInsets = newValue }
  }

  /// Sets the separator insets of the row showing `row` (its
  /// ``ScrollStackRow/separatorInsets``); only the insets across the axis count.
  public func setSeparatorInset(forRow row: UIView, inset: UIEdgeInsets) {
    aloeRow(for: row, "setSeparatorInset(forRow:inset:)")?.separatorInsets = inset
  }

  /// Sets the separator insets of the rows showing each view; see
  /// ``setSeparatorInset(forRow:inset:)``.
  public func setSeparatorInset(forRows rows: [UIView], inset: UIEdgeInsets) {
    for row in rows { setSeparatorInset(forRow: row, inset: inset) }
  }

  /// The separators' thickness, in points: reading it gives ``separatorThickness`` (the
  /// thickness new rows get; 1 point by default, where AloeStackView's was one pixel); setting it
  /// sets ``separatorThickness`` and the thickness of every row's separator, as AloeStackView
  /// did. NaN, infinite or negative values are reported (``StackDiagnostic/Kind/invalidSize``)
  /// and ignored.
  ///
  /// - Complexity: O(n) to set, one layout pass for all the rows.
  public var separatorWidth: CGFloat {
    get { separatorThickness }
    set {
      guard newValue.isFinite, newValue >= 0 else {
        separatorThickness = newValue  // reports and ignores it
        return
      }
      separatorThickness = newValue
      for row in rows { row.rowState.setSeparatorThickness(newValue, "separatorWidth") }
    }
  }

  /// AloeStackView's older name for ``separatorWidth``.
  public var separatorHeight: CGFloat {
    get { separatorWidth }
    set { separatorWidth = newValue }
  }

  /// Whether new rows hide their separator; AloeStackView's name for ``isSeparatorHidden``.
  /// `false` by default. Rows already added keep theirs.
  public var hidesSeparatorsByDefault: Bool {
    get { isSeparatorHidden }
    set { isSeparatorHidden = newValue }
  }

  /// Hides the separator of the row showing `row` (its ``ScrollStackRow/isSeparatorHidden``).
  public func hideSeparator(forRow row: UIView) {
    aloeRow(for: row, "hideSeparator(forRow:)")?.isSeparatorHidden = true
  }

  /// Hides the separators of the rows showing each view.
  public func hideSeparators(forRows rows: [UIView]) {
    for row in rows { hideSeparator(forRow: row) }
  }

  /// Shows the separator of the row showing `row` again, unless the view adopts
  /// ``SeparatorHiding`` (its separator stays hidden, as in AloeStackView). The separator of the
  /// last shown row stays hidden while ``automaticallyHidesLastSeparator`` is `true`.
  public func showSeparator(forRow row: UIView) {
    aloeRow(for: row, "showSeparator(forRow:)")?.isSeparatorHidden = row is any SeparatorHiding
  }

  /// Shows the separators of the rows showing each view again; see ``showSeparator(forRow:)``.
  public func showSeparators(forRows rows: [UIView]) {
    for row in rows { showSeparator(forRow: row) }
  }

  /// Whether the separator of the last row is hidden automatically; AloeStackView's name for
  /// ``autoHideLastRowSeparator``. `false` by default, as in AloeStackView. Hidden rows do not
  /// count: with the last row hidden, the row before it loses its separator (AloeStackView hid
  /// the hidden last row's separator only, leaving a rule under the last row shown).
  public var automaticallyHidesLastSeparator: Bool {
    get { autoHideLastRowSeparator }
    set { autoHideLastRowSeparator = newValue }
  }
}
