import Foundation

// MARK: - ScrollStackRowManaging + ScrollStackController compatibility

// ScrollStackController 1.7 spelled some of the row API differently. These deprecated members
// accept its spellings, so code written for it compiles with only the import changed, and do
// what its members did; each one's deprecation message names the member to move to. Where the
// older spelling returned another type than ours (a tuple, an optional, a visibility), the old
// form is `@_disfavoredOverload`: a call whose context does not ask for the old type gets ours.
extension ScrollStackRowManaging {
  // MARK: Queries

  /// ScrollStackController's form of ``rowForController(_:)``: the row and its index, or `nil`.
  /// Chosen only where the context needs the tuple (`.cell`, or destructuring); elsewhere
  /// ``rowForController(_:)`` answers, with the row itself (its index is `row.index`).
  @_disfavoredOverload
  @available(*, deprecated, message: "Use rowForController(_:), which returns the row; its index is row.index.")
  public func rowForController(_ controller: Controller) -> (index: Int, cell: Row)? {
    guard let row = engine.existingRow(for: .controller(controller)), let index = engine.index(of: row) else {
      return nil
    }
    return (index, row)
  }

  /// ScrollStackController's form of ``rowForView(_:)``: the row and its index, or `nil`.
  /// Chosen only where the context needs the tuple; elsewhere ``rowForView(_:)`` answers.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use rowForView(_:), which returns the row; its index is row.index.")
  public func rowForView(_ view: View) -> (index: Int, cell: Row)? {
    guard let row = engine.existingRow(for: .view(view)), let index = engine.index(of: row) else { return nil }
    return (index, row)
  }

  /// Whether a row holds `controller`; ScrollStackController's name for
  /// `rowForController(controller) != nil`.
  @available(*, deprecated, message: "Use rowForController(_:) != nil.")
  public func containsRowForController(_ controller: Controller) -> Bool {
    engine.existingRow(for: .controller(controller)) != nil
  }

  /// ScrollStackController's name for ``index(of:)``: the row's index, or `nil` when it is not a
  /// row of this stack.
  @available(*, deprecated, renamed: "index(of:)")
  public func indexOfRow(_ row: Row) -> Int? { engine.index(of: row) }

  /// ScrollStackController's form of ``visibilityOfRow(index:)``: `.hidden` for a hidden row and
  /// for a bad index (reported as ``StackDiagnostic/Kind/indexOutOfRange``). Chosen only where the
  /// context needs a visibility (a `switch`, a comparison with `.entire`); elsewhere
  /// ``isRowVisible(index:)`` answers with a `Bool`.
  @_disfavoredOverload
  @available(*, deprecated, renamed: "visibilityOfRow(index:)")
  public func isRowVisible(index: Int) -> ScrollStackRowVisibility {
    engine.layoutIfNeeded()
    return engine.row(at: index, "isRowVisible(index:)")?.rowState.visibility ?? .hidden
  }

  /// Whether the row at `index` is hidden; `false`, with a diagnostic, for a bad index (as
  /// ScrollStackController answered). ScrollStackController's spelling of
  /// `rows[index].isHidden`.
  @available(*, deprecated, message: "Use rows[index].isHidden, or visibilityOfRow(index:) == .hidden.")
  public func isRowHidden(index: Int) -> Bool {
    engine.row(at: index, "isRowHidden(index:)")?.rowState.isHidden ?? false
  }

  // MARK: Settings

  /// ScrollStackController's switch for every separator: setting it hides (or shows) the
  /// separator of every row now and of rows added later, as
  /// ``isSeparatorHidden`` does for new rows only. Reads ``isSeparatorHidden``.
  @available(*, deprecated, message: "Set isSeparatorHidden for new rows, and each row's isSeparatorHidden.")
  public var hideSeparators: Bool {
    get { engine.defaults.isSeparatorHidden }
    set {
      engine.defaults.isSeparatorHidden = newValue
      for row in engine.rows where row.rowState.isSeparatorHidden != newValue {
        row.rowState.change("hideSeparators") { $0.isSeparatorHidden = newValue }
      }
    }
  }

  // MARK: Mutations

  /// ScrollStackController's name for ``setRowsPadding(indexes:padding:)``.
  @available(*, deprecated, renamed: "setRowsPadding(indexes:padding:)")
  @discardableResult
  public func setRowPadding(indexes: [Int], padding: Insets) -> Bool {
    engine.setInsets(
      indexes: indexes, insets: Self.edgeInsets(from: padding), padding: true, "setRowPadding(indexes:padding:)")
  }

  /// ScrollStackController's form of ``removeRows(indexes:animated:completion:)``, which returned
  /// an optional array. Chosen only where the context needs the optional (`?.`, `if let`).
  @_disfavoredOverload
  @available(*, deprecated, message: "Use removeRows(indexes:animated:completion:), which returns a plain array.")
  @discardableResult
  public func removeRows(indexes: [Int], animated: Bool = false) -> [Controller]? {
    engine.remove(indexes: indexes, animated: animated, completion: nil, "removeRows(indexes:)")
      .compactMap { $0.content.controller }
  }

  /// Turns a vertical stack horizontal and back, keeping every row's settings; the completion is
  /// called once. ScrollStackController's name for setting the axis to the other one.
  @available(*, deprecated, message: "Use setAxis(_:animated:completion:).")
  public func toggleAxis(animated: Bool = false, completion: (() -> Void)? = nil) {
    engine.setAxis(engine.axis.cross, animated: animated, completion: completion)
  }
}
