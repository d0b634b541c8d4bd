import Foundation

// MARK: - ScrollStackEngine + Mutations

extension ScrollStackEngine {
  typealias Content = RowContent<Row.Controller, Row.View>
  typealias Location = ScrollStackInsertLocation<Row.Controller, Row.View>

  // MARK: Finishing an operation

  /// Lays out, delivers the events of the change, then calls `completion` once: at once when
  /// not animated, when the animation ends otherwise.
  func finishChange(animated: Bool, completion: (() -> Void)?) {
    guard animated else {
      endChange()
      complete(completion)
      return
    }
    let animation = beginAnimatedChange()
    endChange()
    let done = queued(completion)
    platform.animateLayoutChange(
      info: .default, animations: {},
      completion: keepingOwnerAliveWhenCalled {
        animation.leave()
        done()
      })
  }

  /// Counts an animated change (``RowWindow/animatedChangeCount``) until the returned group is left: rows
  /// leaving the window meanwhile stay displayed, and the window is brought up to date when the
  /// last animated change ends.
  func beginAnimatedChange() -> CompletionGroup {
    rowWindow.animatedChangeCount += 1
    return CompletionGroup(parts: 1) { [reference] in
      guard let engine = reference.engine else { return }
      engine.rowWindow.animatedChangeCount -= 1
      guard engine.rowWindow.animatedChangeCount == 0 else { return }
      engine.rowWindow.invalidate()
      engine.endChange(layout: false)
    }
  }

  // MARK: Insertion

  func resolve(_ location: Location, _ operation: String) -> Int? {
    switch location {
    case .top:
      return 0
    case .bottom:
      return rows.count
    case .atIndex(let index):
      guard (0...rows.count).contains(index) else {
        report(.indexOutOfRange, operation, "Insertion index \(index) is outside 0...\(rows.count); nothing was added.")
        return nil
      }
      return index
    case .after(let controller):
      return neighbourIndex(of: .controller(controller), offset: 1, operation)
    case .before(let controller):
      return neighbourIndex(of: .controller(controller), offset: 0, operation)
    case .afterView(let view):
      return neighbourIndex(of: .view(view), offset: 1, operation)
    case .beforeView(let view):
      return neighbourIndex(of: .view(view), offset: 0, operation)
    }
  }

  private func neighbourIndex(of content: Content, offset: Int, _ operation: String) -> Int? {
    guard let row = existingRow(for: content), let index = index(of: row) else {
      report(.contentNotFound, operation, "The location names content that is not a row of this stack.")
      return nil
    }
    return index + offset
  }

  func insert(
    _ contents: [Content], at location: Location, animated: Bool, completion: (() -> Void)?, _ operation: String
  ) -> [Row] {
    // The geometry is read once for the batch (a callback that scrolls is caught up with by the
    // window pass at the end of the change).
    let geometry = platform.scrollGeometry
    remeasureIfCrossLengthChanged(in: geometry)
    guard let position = resolve(location, operation) else {
      complete(completion)
      return []
    }
    // An automatic attachment windows before rows that take it past its threshold join.
    prepareAttachment(forInserting: contents.count)
    var accepted: [Row] = []
    accepted.reserveCapacity(contents.count)
    // What storing the new rows needs, read here while each is fresh (see ``NewRowBatch``).
    var batch = NewRowBatch()
    batch.reserveCapacity(contents.count)
    // Only a batch can name the same content twice: a single row needs no set.
    let isBatch = contents.count > 1
    var acceptedKeys = IdentitySet(minimumCapacity: isBatch ? contents.count : 0)
    for content in contents {
      let keys = contentKeys(of: content)
      // The same test as `duplicateRow(for:)`, on the identities already at hand; in a batch the
      // identities join the batch's set as they are tested (one hash each), and leave it again
      // when the content is not added.
      // An empty map (a stack being filled: `setRows`) is not searched.
      if (!rowsByContent.isEmpty && keys.contains(where: { rowsByContent[$0] != nil }))
        || (isBatch && !acceptedKeys.insertAll(keys))
      {
        report(.duplicateContent, operation, "The content is already a row of this stack; it was not added again.")
        continue
      }
      if let reason = platform.refusalReason(for: content) {
        if isBatch { keys.forEach { acceptedKeys.remove($0) } }
        report(.duplicateContent, operation, reason + " It was not added.")
        continue
      }
      let state = RowState(defaults: defaults)
      state.contentKeys = keys
      let row = platform.makeRow(for: content, state: state)
      accepted.append(row)
      batch.append(state, of: row, extent: extent(of: state))
    }
    // One structural change for the whole batch, then containment row by row: a containment
    // callback (didMove(toParent:), viewWillAppear…) may change the stack, so each row is looked
    // up again afterwards.
    storeRows(accepted, batch, at: Swift.min(position, rows.count))
    if onChangeRow != nil { for row in accepted { emitRowChange(row, isRemoved: false) } }
    // The rows mounted, made only once one of the accepted rows is not (usually they all are).
    var inserted: [Row]?
    let visible = visibleInterval(in: geometry)
    for (offset, state) in batch.states.enumerated() {
      // From the batch's references (`accepted` holds the rows): an element of `accepted`, an
      // array of the generic row type, is read through an unspecialised subscript.
      let row = unsafeDowncast(batch.references[offset].takeUnretainedValue(), to: Row.self)
      // An earlier row's containment callback may have removed this one: it is then never mounted.
      guard mount(row, state, visible: visible) else {
        if inserted == nil { inserted = Array(accepted[..<offset]) }
        continue
      }
      remeasure(row, state, estimating: true)
      // A new row is recorded offscreen: the pass measures it if it lies in the viewport, and has
      // nothing to record otherwise. Flagging every new row would make the pass sort them all.
      // A row a containment callback changed (hid, resized…) was flagged by that change.
      if state.isHidden || state.visibility != .offscreen { visibilityTracking.flag(row) }
      inserted?.append(row)
    }
    let mounted = inserted ?? accepted
    // Animated, a new row grows from no length at its place while the rows after it slide
    // (``RowState/growsIn``: the platform places it collapsed before the animation).
    let grows = animated && !mounted.isEmpty
    if grows { for row in mounted { row.rowState.growsIn = true } }
    finishChange(animated: grows, completion: completion)
    if grows { for row in mounted { row.rowState.growsIn = false } }
    return mounted
  }

  // MARK: Containment

  /// Mounts the content of `row` through the platform, whose containment callbacks may change the
  /// stack. A row that is no longer in the stack is not mounted; a row whose content is still
  /// leaving an earlier row (it was added again from that row's `willMove(toParent: nil)`…) is
  /// mounted when that unmounting ends. Returns whether the row is still in the stack. A row
  /// that starts in the window (around `visible`, or the platform's visible interval now) is
  /// displayed as it is mounted.
  @discardableResult
  func mount(_ row: Row, visible: (start: CGFloat, end: CGFloat)? = nil) -> Bool {
    mount(row, row.rowState, visible: visible)
  }

  /// ``mount(_:visible:)`` of `row`, whose state the caller has read already (`state`).
  func mount(_ row: Row, _ state: RowState, visible: (start: CGFloat, end: CGFloat)?) -> Bool {
    guard let position = index(ofRowWith: state) else { return false }
    // Content added again while its former row collapses leaves that row first.
    if !collapsingRows.isEmpty, let leaving = collapsingRows.removeValue(forKey: primaryIdentity(of: row.content)) {
      unmount(leaving)
    }
    guard !state.isContentMounted,
      unmountingContent.isEmpty || !unmountingContent.contains(primaryIdentity(of: row.content))
    else {
      return true
    }
    state.isContentMounted = true
    // A row that starts in the window is displayed as it is mounted, in UIKit's order (its
    // appearance calls before `didMove(toParent:)`); the others when the window reaches them.
    let displays = rowAttachment == .all || startsInWindow(at: position, visible: visible)
    if displays { display(row, byPlatform: false) }
    platform.mountContent(of: row, displays: displays)
    // The row was removed during its own attachment (from its `willMove(toParent:)`…): that
    // unmounting ran before the attachment had finished; undo what the attachment did after it,
    // unless the content has joined another row meanwhile (that row holds it now).
    if !state.isContentMounted, existingRow(for: row.content) == nil {
      state.isContentMounted = true
      unmount(row)
    }
    return index(ofRowWith: state) != nil
  }

  /// Unmounts the content of `row` through the platform (nothing for a row that was never mounted),
  /// then mounts the row that took its content meanwhile, if any.
  func unmount(_ row: Row) {
    let state = row.rowState
    guard state.isContentMounted else { return }
    state.isContentMounted = false
    if state.isDisplayed { forgetDisplayed(row) }
    // Read once: the engine is not specialised for the row type, so each read is a call.
    let content = row.content
    let identity = primaryIdentity(of: content)
    unmountingContent.append(identity)
    platform.unmountContent(of: row)
    // Nearly always the last entry: unmountings nest.
    if unmountingContent.last == identity {
      unmountingContent.removeLast()
    } else if let last = unmountingContent.lastIndex(of: identity) {
      unmountingContent.remove(at: last)
    }
    if let successor = existingRow(for: content), successor !== row, !successor.rowState.isContentMounted,
      mount(successor)
    {
      remeasure(successor)
      visibilityTracking.flag(successor)
    }
  }

  /// The identity of the controller, or of the plain view, a row shows.
  func primaryIdentity(of content: Content) -> ObjectIdentifier {
    switch content {
    case .controller(let controller): return ObjectIdentifier(controller)
    case .view(let view): return ObjectIdentifier(view)
    }
  }

  // MARK: Removal

  func remove(indexes: [Int], animated: Bool, completion: (() -> Void)?, _ operation: String) -> [Row] {
    let ordered = validIndexesInOrder(indexes, operation)
    // Every row (valid increasing indexes, as many as the rows): the row array is the leaving
    // rows as it is, shared rather than copied row by row.
    guard ordered.count < rows.count else {
      return removeRows(atOrdered: ordered, rows, animated: animated, completion: completion)
    }
    var removed: [Row] = []
    removed.reserveCapacity(ordered.count)
    for index in ordered { removed.append(rows[index]) }
    return removeRows(atOrdered: ordered, removed, animated: animated, completion: completion)
  }

  /// Removes every row (`removeAllRows`, `setRows`): ``remove(indexes:animated:completion:_:)``
  /// of all the indexes, which need no checking.
  func removeAll(animated: Bool, completion: (() -> Void)?) -> [Row] {
    removeRows(atOrdered: Array(rows.indices), rows, animated: animated, completion: completion)
  }

  /// Removes the rows at `ordered` (valid, increasing, without repeats), which are `removed`.
  private func removeRows(
    atOrdered ordered: [Int], _ removed: [Row], animated: Bool, completion: (() -> Void)?
  ) -> [Row] {
    // The model changes first, in one pass that also reports the visible rows leaving;
    // containment callbacks (willMove/didMove(toParent:)…) then see a consistent stack, even if
    // they change it.
    discardRows(atOrdered: ordered, removed, reportingLeaving: true)
    if animated && !removed.isEmpty {
      return removeCollapsing(atOrdered: ordered, removed, completion: completion)
    }
    for row in removed { unmount(row) }
    if onChangeRow != nil { for row in removed { emitRowChange(row, isRemoved: true) } }
    finishChange(animated: animated && !removed.isEmpty, completion: completion)
    return removed
  }

  /// The valid indexes among `indexes`, increasing and without repeats; bad ones are reported.
  /// Indexes that already increase (`removeAllRows`, `setRows`) are taken as they are, without
  /// hashing or sorting.
  private func validIndexesInOrder(_ indexes: [Int], _ operation: String) -> [Int] {
    var isIncreasing = true
    var previous = -1
    for index in indexes {
      guard index > previous, index < rows.count else {
        isIncreasing = false
        break
      }
      previous = index
    }
    if isIncreasing { return indexes }
    var valid = Set<Int>()
    for index in indexes {
      if rows.indices.contains(index) {
        valid.insert(index)
      } else {
        report(.indexOutOfRange, operation, "Index \(index) is outside 0..<\(rows.count); it was skipped.")
      }
    }
    return valid.sorted()
  }

  // MARK: Replacement

  func replace(
    index: Int, with content: Content, animated: Bool, completion: (() -> Void)?, _ operation: String
  ) -> Row? {
    guard let current = row(at: index, operation) else {
      complete(completion)
      return nil
    }
    // Loading the new controller's view runs its viewDidLoad, which may change the stack: load it
    // first, then find the row to replace again by its identity, never by the old index.
    _ = contentKeys(of: content)
    guard let index = self.index(of: current) else {
      report(.staleRow, operation, "Row \(index) was removed while the new content loaded; nothing was replaced.")
      complete(completion)
      return nil
    }
    if let existing = duplicateRow(for: content) {
      if existing === current {
        report(.redundantRequest, operation, "Row \(index) already shows this content; nothing was replaced.")
        complete(completion)
        return current
      }
      report(.duplicateContent, operation, "The content is already row \(existing.rowState.index ?? -1).")
      complete(completion)
      return nil
    }
    if let reason = platform.refusalReason(for: content) {
      report(.duplicateContent, operation, reason + " Nothing was replaced.")
      complete(completion)
      return nil
    }
    remeasureIfCrossLengthChanged()
    reportLeaving(at: index)
    let old = discardRow(at: index)
    let row = platform.makeRow(for: content, state: RowState(defaults: defaults))
    row.rowState.contentKeys = contentKeys(of: content)
    copySettings(from: old.rowState, to: row.rowState)
    // The new row takes the place before any containment callback (willMove/didMove(toParent:)…)
    // can change the stack and make `index` stale.
    storeRow(row, at: index)
    emitRowChange(old, isRemoved: true)
    emitRowChange(row, isRemoved: false)
    unmount(old)
    if mount(row) {
      remeasure(row)
      visibilityTracking.flag(row)
    }
    finishChange(animated: animated, completion: completion)
    return row
  }

  /// A replacement keeps the place's layout settings: the new content takes over the insets,
  /// padding, separator and hidden state of the row it replaces.
  private func copySettings(from old: RowState, to new: RowState) {
    new.layout = old.layout
    new.isHidden = old.isHidden
    new.visibility = old.isHidden ? .hidden : .offscreen
    new.isSeparatorHidden = old.isSeparatorHidden
  }

  // MARK: Moving

  func move(index: Int, to destination: Int, animated: Bool, completion: (() -> Void)?) -> Bool {
    let operation = "moveRow(index:to:)"
    guard row(at: index, operation) != nil else {
      complete(completion)
      return false
    }
    guard rows.indices.contains(destination) else {
      report(.indexOutOfRange, operation, "Destination \(destination) is outside 0..<\(rows.count); nothing moved.")
      complete(completion)
      return false
    }
    guard destination != index else {
      report(.moveToSameIndex, operation, "Row \(index) is already at index \(destination).")
      complete(completion)
      return false
    }
    let moved = rows[index]
    // A displayed row leaves the window's list while it moves, and goes back in its new place.
    let state = moved.rowState
    let wasListed = rowAttachment != .all && rowWindow.remove(state)
    relocateRow(from: index, to: destination)
    if wasListed { rowWindow.insert(moved, state, at: destination) }
    if moved.rowState.isDisplayed {
      let neighbours = displayedNeighbours(of: moved, at: destination)
      platform.rowDidMove(moved, after: neighbours.previous, before: neighbours.next)
    }
    visibilityTracking.flag(rows[destination])
    finishChange(animated: animated, completion: completion)
    return true
  }
}
