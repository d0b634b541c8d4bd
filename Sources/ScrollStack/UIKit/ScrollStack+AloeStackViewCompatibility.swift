@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + AloeStackView compatibility

// AloeStackView's row calls: rows named by the view they show. Code written for AloeStackView
// compiles with the import and the class names changed (`AloeStackView` → `ScrollStack`,
// `AloeStackViewController` → `ScrollStackController`); each call does what AloeStackView's did,
// through the stack's own API. Not deprecated: they are a way to write the same thing. A view
// that is not a row of this stack is reported (``StackDiagnostic/Kind/contentNotFound``) and
// nothing changes, where AloeStackView ignored it silently. The styling calls (insets,
// separators, colours, taps) are in ScrollStack+AloeStackViewStyling.swift; the differences in
// docs/Migrating-from-AloeStackView.md.
extension ScrollStack {
  // MARK: Adding rows

  /// Adds a row showing `row` at the end of the stack; AloeStackView's spelling of
  /// `addRow(view: row, animated: animated)`.
  ///
  /// A view that is already a row of this stack is moved to the end instead, as in
  /// AloeStackView (it keeps its row's settings). A row view adopting ``SeparatorHiding`` gets
  /// its separator hidden. `animated` is `false` by default.
  public func addRow(_ row: UIView, animated: Bool = false) {
    insertAloeRow(row, at: rows.count, animated: animated)
  }

  /// Adds a row for each view at the end of the stack, in order; see ``addRow(_:animated:)``.
  public func addRows(_ rows: [UIView], animated: Bool = false) {
    for row in rows { addRow(row, animated: animated) }
  }

  /// Adds a row showing `row` at the top of the stack; AloeStackView's spelling of
  /// `addRow(view: row, at: .top, animated: animated)`. A view that is already a row is moved
  /// to the top.
  public func prependRow(_ row: UIView, animated: Bool = false) {
    insertAloeRow(row, at: 0, animated: animated)
  }

  /// Adds a row for each view at the top of the stack, keeping their order: the first view of
  /// `rows` becomes the first row.
  public func prependRows(_ rows: [UIView], animated: Bool = false) {
    for row in rows.reversed() { prependRow(row, animated: animated) }
  }

  /// Inserts a row showing `row` just before (above, or left of) the row showing `beforeRow`.
  ///
  /// When `beforeRow` is not a row of this stack, nothing is inserted and the call is reported
  /// (``StackDiagnostic/Kind/contentNotFound``). A view that is already a row is moved there.
  public func insertRow(_ row: UIView, before beforeRow: UIView, animated: Bool = false) {
    guard let index = aloeIndex(of: beforeRow, "insertRow(_:before:animated:)") else { return }
    insertAloeRow(row, at: index, animated: animated)
  }

  /// Inserts a row for each view just before the row showing `beforeRow`, in order; see
  /// ``insertRow(_:before:animated:)``.
  public func insertRows(_ rows: [UIView], before beforeRow: UIView, animated: Bool = false) {
    for row in rows { insertRow(row, before: beforeRow, animated: animated) }
  }

  /// Inserts a row showing `row` just after (below, or right of) the row showing `afterRow`.
  ///
  /// When `afterRow` is not a row of this stack, nothing is inserted and the call is reported
  /// (``StackDiagnostic/Kind/contentNotFound``). A view that is already a row is moved there.
  public func insertRow(_ row: UIView, after afterRow: UIView, animated: Bool = false) {
    guard let index = aloeIndex(of: afterRow, "insertRow(_:after:animated:)") else { return }
    insertAloeRow(row, at: index + 1, animated: animated)
  }

  /// Inserts a row for each view after the row showing `afterRow`, in order: the first view
  /// follows `afterRow`, each next one follows the previous.
  public func insertRows(_ rows: [UIView], after afterRow: UIView, animated: Bool = false) {
    var previous = afterRow
    for row in rows {
      insertRow(row, after: previous, animated: animated)
      previous = row
    }
  }

  // MARK: Removing rows

  /// Removes the row showing `row`; AloeStackView's spelling of `removeRow(_:animated:completion:)`
  /// for a row named by its view. A view that is not a row is reported and nothing changes.
  public func removeRow(_ row: UIView, animated: Bool = false) {
    guard let stackRow = aloeRow(for: row, "removeRow(_:animated:)") else { return }
    // With the completion named, this is the stack's own removeRow(_:animated:completion:).
    removeRow(stackRow, animated: animated, completion: nil)
  }

  /// Removes the row showing each view; views that are not rows are reported and skipped.
  public func removeRows(_ rows: [UIView], animated: Bool = false) {
    for row in rows { removeRow(row, animated: animated) }
  }

  // MARK: Accessing rows

  /// The view of every row, in order, hidden rows included: each row's `contentView` (for a
  /// controller row, the controller's view). ``rows`` gives the rows themselves.
  ///
  /// - Complexity: O(n).
  public func getAllRows() -> [UIView] {
    rows.map(\.contentView)
  }

  /// Whether `row` is the view of one of this stack's rows (or one of its rows itself). A view
  /// that is not is answered `false`, without a diagnostic.
  public func containsRow(_ row: UIView) -> Bool {
    if let stackRow = row as? ScrollStackRow { return index(of: stackRow) != nil }
    return rowForView(row) != nil
  }

  /// The row that shows `row` (AloeStackView's cell): the ``ScrollStackRow`` whose
  /// `contentView` is `row`, or `nil` (with a diagnostic) when `row` is not a row of this stack.
  ///
  /// Unlike AloeStackView's `cellForRow(_:)`, this is a lookup, not a factory to override:
  /// rows are made by the stack. Style a row through the returned ``ScrollStackRow``
  /// (`rowInsets`, `separatorView`, `backgroundColor`, `onTap`…).
  public func cellForRow(_ row: UIView) -> ScrollStackRow? {
    aloeRow(for: row, "cellForRow(_:)")
  }

  // MARK: Hiding and showing rows

  /// Hides the row showing `row`: it stays a row but takes no space. See
  /// ``setRowHidden(_:isHidden:animated:)``.
  public func hideRow(_ row: UIView, animated: Bool = false) {
    setRowHidden(row, isHidden: true, animated: animated)
  }

  /// Hides the rows showing each view.
  public func hideRows(_ rows: [UIView], animated: Bool = false) {
    setRowsHidden(rows, isHidden: true, animated: animated)
  }

  /// Shows the row showing `row` again.
  public func showRow(_ row: UIView, animated: Bool = false) {
    setRowHidden(row, isHidden: false, animated: animated)
  }

  /// Shows the rows showing each view again.
  public func showRows(_ rows: [UIView], animated: Bool = false) {
    setRowsHidden(rows, isHidden: false, animated: animated)
  }

  /// Hides or shows the row showing `row`; AloeStackView's spelling of
  /// `setRowHidden(index:isHidden:animated:completion:)` for a row named by its view.
  ///
  /// Animated, the row collapses with its own timing (``ScrollStackRowAnimatable``; 0.3 s by
  /// default). A row already in that state is reported as a redundant request, a view that is
  /// not a row as ``StackDiagnostic/Kind/contentNotFound``; nothing changes either way.
  public func setRowHidden(_ row: UIView, isHidden: Bool, animated: Bool = false) {
    guard let index = aloeIndex(of: row, "setRowHidden(_:isHidden:animated:)") else { return }
    setRowHidden(index: index, isHidden: isHidden, animated: animated)
  }

  /// Hides or shows the rows showing each view; see ``setRowHidden(_:isHidden:animated:)``.
  public func setRowsHidden(_ rows: [UIView], isHidden: Bool, animated: Bool = false) {
    for row in rows { setRowHidden(row, isHidden: isHidden, animated: animated) }
  }

  /// Whether the row showing `row` is hidden; `false` (with a diagnostic) when `row` is not a
  /// row of this stack.
  public func isRowHidden(_ row: UIView) -> Bool {
    aloeRow(for: row, "isRowHidden(_:)")?.isHidden ?? false
  }

  // MARK: Scrolling

  /// Scrolls the least that shows the whole row showing `row`; nothing when it is already
  /// entirely visible. AloeStackView's spelling of
  /// `scrollToRow(index:at: .automatic, animated:completion:)`; `animated` is `true` by default.
  ///
  /// A hidden row, or a view that is not a row, is reported and nothing scrolls.
  public func scrollRowToVisible(_ row: UIView, animated: Bool = true) {
    guard let index = aloeIndex(of: row, "scrollRowToVisible(_:animated:)") else { return }
    scrollToRow(index: index, at: .automatic, animated: animated)
  }

  // MARK: Internal

  /// The row of this stack that shows `view` (or `view` itself, when it is one of the rows), or
  /// `nil` after reporting `operation`: ``StackDiagnostic/Kind/staleRow`` for a row that is not
  /// (or no longer) in this stack, as the stack's own calls report it, and
  /// ``StackDiagnostic/Kind/contentNotFound`` for any other view.
  func aloeRow(for view: UIView, _ operation: String) -> ScrollStackRow? {
    if let row = view as? ScrollStackRow {
      if index(of: row) != nil { return row }
      reportAloeProblem(.staleRow, operation, "The row is not in this stack; nothing changed.")
      return nil
    }
    if let row = rowForView(view) { return row }
    reportAloeProblem(
      .contentNotFound, operation, "\(type(of: view)) is not the view of a row of this stack; nothing changed.")
    return nil
  }

  // MARK: Private

  /// The index of the row showing `view`, or `nil` after reporting `operation`.
  private func aloeIndex(of view: UIView, _ operation: String) -> Int? {
    aloeRow(for: view, operation).flatMap { index(of: $0) }
  }

  /// Reports `message` about `operation` to ``onDiagnostic`` and the global handler.
  private func reportAloeProblem(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
    StackDiagnostics.report(StackDiagnostic(kind: kind, operation: operation, message: message), to: onDiagnostic)
  }

  /// Inserts a row showing `view` at `index` (in `0...rows.count`), as AloeStackView did: a view
  /// that is already a row (or a row of this stack itself) moves to the place it would have
  /// taken, keeping its row's settings.
  private func insertAloeRow(_ view: UIView, at index: Int, animated: Bool) {
    let existing = (view as? ScrollStackRow).flatMap { self.index(of: $0) != nil ? $0 : nil } ?? rowForView(view)
    if let existing, let current = self.index(of: existing) {
      let destination = current < index ? index - 1 : index
      if destination != current { moveRow(index: current, to: destination, animated: animated) }
      return
    }
    guard let row = addRow(view: view, at: .atIndex(index), animated: animated) else { return }
    if view is any SeparatorHiding { row.isSeparatorHidden = true }
  }
}
