import Foundation

// MARK: - ScrollStackRowManaging + Mutations

extension ScrollStackRowManaging {
  // MARK: Setting all rows

  /// Replaces every row with one row per controller, in order. Returns the new rows.
  @discardableResult
  public func setRows(controllers: [Controller]) -> [Row] {
    _ = engine.removeAll(animated: false, completion: nil)
    return engine.insert(
      RowContent.wrapping(controllers: controllers), at: .bottom, animated: false, completion: nil,
      "setRows(controllers:)")
  }

  /// Replaces every row with one row per view, in order. Returns the new rows.
  @discardableResult
  public func setRows(views: [View]) -> [Row] {
    _ = engine.removeAll(animated: false, completion: nil)
    return engine.insert(
      RowContent.wrapping(views: views), at: .bottom, animated: false, completion: nil, "setRows(views:)")
  }

  // MARK: Adding

  /// Adds a row holding `controller` at `location` (`.bottom` by default) and returns it.
  ///
  /// The controller becomes a child of the stack's controller (`addChild`, view mounted,
  /// `didMove(toParent:)`). Returns `nil` when the location cannot be resolved or the controller
  /// is already a row (that row is left untouched).
  @discardableResult
  public func addRow(
    controller: Controller, at location: InsertLocation = .bottom, animated: Bool = false,
    completion: (() -> Void)? = nil
  ) -> Row? {
    engine.insert(
      [.controller(controller)], at: location, animated: animated, completion: completion,
      "addRow(controller:at:animated:completion:)"
    ).first
  }

  /// Adds a row per controller at `location`, in order; controllers that are already rows (or
  /// repeat in the list) are skipped with a diagnostic. Returns the rows added.
  @discardableResult
  public func addRows(
    controllers: [Controller], at location: InsertLocation = .bottom, animated: Bool = false,
    completion: (() -> Void)? = nil
  ) -> [Row] {
    engine.insert(
      RowContent.wrapping(controllers: controllers), at: location, animated: animated, completion: completion,
      "addRows(controllers:at:animated:completion:)")
  }

  /// Adds a row holding the plain `view` at `location` (`.bottom` by default) and returns it, or
  /// `nil` when the location cannot be resolved or the view is already a row.
  @discardableResult
  public func addRow(
    view: View, at location: InsertLocation = .bottom, animated: Bool = false, completion: (() -> Void)? = nil
  ) -> Row? {
    engine.insert(
      [.view(view)], at: location, animated: animated, completion: completion, "addRow(view:at:animated:completion:)"
    ).first
  }

  /// Adds a row per plain view at `location`, in order, skipping views that are already rows.
  @discardableResult
  public func addRows(
    views: [View], at location: InsertLocation = .bottom, animated: Bool = false,
    completion: (() -> Void)? = nil
  ) -> [Row] {
    engine.insert(
      RowContent.wrapping(views: views), at: location, animated: animated, completion: completion,
      "addRows(views:at:animated:completion:)")
  }

  // MARK: Removing

  /// Removes every row. Controllers leave their parent (`willMove(toParent: nil)`, view
  /// unmounted, `removeFromParent()`).
  public func removeAllRows(animated: Bool = false, completion: (() -> Void)? = nil) {
    _ = engine.removeAll(animated: animated, completion: completion)
  }

  /// Removes the row at `index` and returns its controller (`nil` for a plain-view row, or for a
  /// bad index, which is reported).
  @discardableResult
  public func removeRow(index: Int, animated: Bool = false, completion: (() -> Void)? = nil) -> Controller? {
    guard engine.row(at: index, "removeRow(index:animated:completion:)") != nil else {
      engine.complete(completion)
      return nil
    }
    return engine.remove(
      indexes: [index], animated: animated, completion: completion, "removeRow(index:animated:completion:)"
    )
    .first?.content.controller
  }

  /// Removes `row`; returns `false` (with a diagnostic) when it is not a row of this stack.
  @discardableResult
  public func removeRow(_ row: Row, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
    guard let index = engine.index(of: row) else {
      engine.report(.staleRow, "removeRow(_:)", "The row is not in this stack; nothing was removed.")
      engine.complete(completion)
      return false
    }
    return !engine.remove(indexes: [index], animated: animated, completion: completion, "removeRow(_:)").isEmpty
  }

  /// Removes exactly the rows at `indexes` (any order; duplicates ignored; bad indexes skipped
  /// with a diagnostic) and returns the controllers of the removed controller rows, in order.
  @discardableResult
  public func removeRows(indexes: [Int], animated: Bool = false, completion: (() -> Void)? = nil)
    -> [Controller]
  {
    engine.remove(indexes: indexes, animated: animated, completion: completion, "removeRows(indexes:)")
      .compactMap { $0.content.controller }
  }

  // MARK: Replacing and moving

  /// Replaces the row at `index` with a row holding `controller`, keeping the place's insets,
  /// padding, separator and hidden state. Returns the new row, or `nil` for a bad index or a
  /// controller that is already another row.
  ///
  /// The row replaced is the one at `index` when the call is made: if loading the controller's
  /// view (its `viewDidLoad`) moves that row, it is still the one replaced; if it removes it,
  /// nothing is replaced, the call returns `nil` and reports ``StackDiagnostic/Kind/staleRow``.
  @discardableResult
  public func replaceRow(
    index: Int, withRow controller: Controller, animated: Bool = false, completion: (() -> Void)? = nil
  ) -> Row? {
    engine.replace(
      index: index, with: .controller(controller), animated: animated, completion: completion,
      "replaceRow(index:withRow:)")
  }

  /// Replaces the row at `index` with a row holding the plain `view`; see
  /// ``replaceRow(index:withRow:animated:completion:)-(_,Controller,_,_)``.
  @discardableResult
  public func replaceRow(
    index: Int, withRow view: View, animated: Bool = false, completion: (() -> Void)? = nil
  ) -> Row? {
    engine.replace(
      index: index, with: .view(view), animated: animated, completion: completion, "replaceRow(index:withRow:)")
  }

  /// Moves the row at `index` to `destination` (both in `0..<rows.count`). Returns `false`, with a
  /// diagnostic, for a bad index or when the two are equal.
  @discardableResult
  public func moveRow(index: Int, to destination: Int, animated: Bool = false, completion: (() -> Void)? = nil)
    -> Bool
  {
    engine.move(index: index, to: destination, animated: animated, completion: completion)
  }

  // MARK: Hiding and showing

  /// Hides or shows the row at `index`. A hidden row stays in ``rows`` but takes no space.
  ///
  /// A controller adopting `ScrollStackRowAnimatable` gets `willBeginAnimationTransition`,
  /// `animateTransition` (inside the animation) and `didEndAnimationTransition`, with its own
  /// timing. A transition still running on the row (the opposite change) ends first: its
  /// `didEndAnimationTransition` and its completion come before the new `willBegin…`. Returns
  /// `false` for a bad index or a row already in that state (reported as a redundant request);
  /// the completion is called once either way.
  @discardableResult
  public func setRowHidden(
    index: Int, isHidden: Bool, animated: Bool = false, completion: (() -> Void)? = nil
  ) -> Bool {
    engine.setHidden(
      indexes: [index], isHidden: isHidden, animated: animated, completion: completion,
      "setRowHidden(index:isHidden:)")
  }

  /// Hides or shows the rows at `indexes`; the completion is called once, after the last
  /// transition ends. Returns `true` when every index was valid and at least one row changed.
  @discardableResult
  public func setRowsHidden(
    indexes: [Int], isHidden: Bool, animated: Bool = false, completion: (() -> Void)? = nil
  ) -> Bool {
    engine.setHidden(
      indexes: indexes, isHidden: isHidden, animated: animated, completion: completion,
      "setRowsHidden(indexes:isHidden:)")
  }

  // MARK: Reloading

  /// Calls the row controller's `reloadContentFromStackView(stackView:row:animated:)`, then
  /// measures the row again and lays the stack out (animated when asked). Returns `false` for a
  /// bad index.
  @discardableResult
  public func reloadRow(index: Int, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
    engine.reload(indexes: [index], animated: animated, completion: completion, "reloadRow(index:)")
  }

  /// Reloads `row`; returns `false` (with a diagnostic) when it is not a row of this stack.
  @discardableResult
  public func reloadRow(_ row: Row, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
    guard let index = engine.index(of: row) else {
      engine.report(.staleRow, "reloadRow(_:)", "The row is not in this stack; nothing was reloaded.")
      engine.complete(completion)
      return false
    }
    return reloadRow(index: index, animated: animated, completion: completion)
  }

  /// Reloads the rows at `indexes`; bad indexes are skipped and make the result `false`.
  @discardableResult
  public func reloadRows(indexes: [Int], animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
    engine.reload(indexes: indexes, animated: animated, completion: completion, "reloadRows(indexes:)")
  }

  /// Reloads every row.
  public func reloadAllRows(animated: Bool = false, completion: (() -> Void)? = nil) {
    _ = engine.reload(
      indexes: Array(engine.rows.indices), animated: animated, completion: completion, "reloadAllRows()")
  }

  // MARK: Insets and padding

  /// Sets the insets between the edges of the row at `index` and its content. Returns `false`
  /// for a bad index, or when the row's length would overflow (the previous insets are kept and
  /// an ``StackDiagnostic/Kind/invalidSize`` diagnostic reported); non-finite edges are reported
  /// and set to zero.
  @discardableResult
  public func setRowInsets(index: Int, insets: Insets) -> Bool {
    engine.setInsets(
      indexes: [index], insets: Self.edgeInsets(from: insets), padding: false, "setRowInsets(index:insets:)")
  }

  /// Sets the insets of the rows at `indexes`; bad indexes are skipped and make it `false`, as
  /// does a row whose length would overflow (it keeps its previous insets).
  @discardableResult
  public func setRowsInsets(indexes: [Int], insets: Insets) -> Bool {
    engine.setInsets(
      indexes: indexes, insets: Self.edgeInsets(from: insets), padding: false, "setRowsInsets(indexes:insets:)")
  }

  /// Sets the padding between the edges of the row at `index` and the stack. Positive values
  /// move the row inwards on all four edges. Returns `false` for a bad index, or when the row's
  /// length would overflow (the previous padding is kept and an
  /// ``StackDiagnostic/Kind/invalidSize`` diagnostic reported).
  @discardableResult
  public func setRowPadding(index: Int, padding: Insets) -> Bool {
    engine.setInsets(
      indexes: [index], insets: Self.edgeInsets(from: padding), padding: true, "setRowPadding(index:padding:)")
  }

  /// Sets the padding of the rows at `indexes`; bad indexes are skipped and make it `false`, as
  /// does a row whose length would overflow (it keeps its previous padding).
  @discardableResult
  public func setRowsPadding(indexes: [Int], padding: Insets) -> Bool {
    engine.setInsets(
      indexes: indexes, insets: Self.edgeInsets(from: padding), padding: true, "setRowsPadding(indexes:padding:)")
  }

  // MARK: Scrolling

  /// Scrolls so that the row at `index` sits at `position` in the visible area (the viewport
  /// less the adjusted content insets and the keyboard), clamped to the legal offset range.
  /// Returns `false`, without scrolling, for a bad index or a hidden row (which takes no space;
  /// reported as ``StackDiagnostic/Kind/targetOutsideContent``). The completion runs once, when
  /// the scroll has ended (at once when refused).
  @discardableResult
  public func scrollToRow(
    index: Int, at position: ScrollStackScrollPosition = .automatic, animated: Bool = true,
    completion: (() -> Void)? = nil
  ) -> Bool {
    engine.scrollToRow(index: index, at: position, animated: animated, completion: completion)
  }

  /// Scrolls to the start of the content (top, or left on a horizontal stack).
  public func scrollToTop(animated: Bool = true, completion: (() -> Void)? = nil) {
    engine.scrollToEdge(trailing: false, animated: animated, completion: completion)
  }

  /// Scrolls to the end of the content (bottom, or right on a horizontal stack); content
  /// shorter than the visible area stays at the start.
  public func scrollToBottom(animated: Bool = true, completion: (() -> Void)? = nil) {
    engine.scrollToEdge(trailing: true, animated: animated, completion: completion)
  }
}
