import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + Updates

/// Changes that keep the rows where they are: hiding and showing, reloading, insets and padding,
/// the axis and the automatic last separator. Adding, removing, replacing and moving rows are in
/// `ScrollStackEngine+Mutations.swift`.
extension ScrollStackEngine {
  // MARK: Hiding and showing

  func setHidden(
    indexes: [Int], isHidden: Bool, animated: Bool, completion: (() -> Void)?, _ operation: String
  ) -> Bool {
    var started: [RowTransition] = []
    let (targets, allValid) = resolveRows(indexes, operation)
    for row in targets {
      // An earlier row's hook may have changed the stack: skip rows it removed.
      guard let index = self.index(of: row) else { continue }
      guard row.rowState.isHidden != isHidden else {
        report(.redundantRequest, operation, "Row \(index) is already \(isHidden ? "hidden" : "shown").")
        continue
      }
      let hooks = RowTransitionHooks(controller: row.content.controller, contentView: row.contentView)
      // The opposite change still running on this row ends first, hooks and completion: the
      // row's hooks end with the transition that wins.
      row.rowState.transition?.end()
      hooks?.willBegin(isHidden)
      // The hooks may have changed the stack: use the row's index now, and end a removed row's transition.
      guard let currentIndex = self.index(of: row) else {
        hooks?.didEnd(isHidden)
        continue
      }
      // The hooks may already have hidden (or shown) the row themselves, with their own transition.
      guard row.rowState.isHidden != isHidden else {
        hooks?.didEnd(isHidden)
        report(.redundantRequest, operation, "Row \(currentIndex) became \(isHidden ? "hidden" : "shown") meanwhile.")
        continue
      }
      row.rowState.transition?.end()
      row.rowState.isHidden = isHidden
      storeExtent(of: row, at: currentIndex)
      visibilityTracking.flag(row)
      let transition = RowTransition(hooks: hooks, toHide: isHidden, state: row.rowState)
      row.rowState.transition = transition
      started.append(transition)
    }
    // A transition may be interrupted (by a later row's hook, a delegate callback…) before it
    // is animated: it leaves its part of the completion when it ends, or now if it already has.
    let group = CompletionGroup(parts: started.count, completion: queued(completion))
    for transition in started {
      if transition.isEnded { group.leave() } else { transition.group = group }
    }
    // The animated change lasts until every animation it starts has ended.
    let animation = animated && !started.isEmpty ? beginAnimatedChange() : nil
    if !started.isEmpty { endChange() }
    let animating = started.filter { !$0.isEnded }
    let animations = CompletionGroup(parts: animated ? animating.count : 0) { animation?.leave() }
    for transition in animating {
      // An earlier row's hook may have ended this transition: it animates nothing.
      guard !transition.isEnded else {
        if animated { animations.leave() }
        continue
      }
      let hooks = transition.hooks
      if animated {
        platform.animateLayoutChange(
          info: hooks?.info ?? .default, animations: { hooks?.animate(isHidden) },
          completion: keepingOwnerAliveWhenCalled {
            transition.end()
            animations.leave()
          })
      } else {
        // The hooks see the rows where the change put them, as inside an animation.
        platform.placeRowsNow()
        hooks?.animate(isHidden)
        platform.placeRowsNow()
        transition.end()
      }
    }
    return allValid && !started.isEmpty
  }

  /// The rows at `indexes`, without repeats, resolved before any user code runs, so that a hook
  /// that changes the stack cannot redirect the operation to other rows. Bad indexes are reported.
  func resolveRows(_ indexes: [Int], _ operation: String) -> (rows: [Row], allValid: Bool) {
    var seen = Set<Int>()
    var resolved: [Row] = []
    var allValid = true
    for index in indexes where seen.insert(index).inserted {
      if let row = row(at: index, operation) { resolved.append(row) } else { allValid = false }
    }
    return (resolved, allValid)
  }

  // MARK: Reloading

  func reload(indexes: [Int], animated: Bool, completion: (() -> Void)?, _ operation: String) -> Bool {
    remeasureIfCrossLengthChanged()
    let (targets, allValid) = resolveRows(indexes, operation)
    for row in targets {
      // An earlier row's reload hook may have changed the stack: skip rows it removed.
      guard self.index(of: row) != nil else { continue }
      platform.reloadContent(of: row, animated: animated)
      // The reload hook may have changed the stack; measure the row where it is now.
      guard self.index(of: row) != nil else { continue }
      remeasure(row)
      visibilityTracking.flag(row)
    }
    finishChange(animated: animated, completion: completion)
    return allValid
  }

  // MARK: Settings

  func setInsets(indexes: [Int], insets: StackEdgeInsets, padding: Bool, _ operation: String) -> Bool {
    let clean = sanitizedInsets(insets, operation)
    var allValid = true
    for index in indexes {
      guard let row = row(at: index, operation) else {
        allValid = false
        continue
      }
      row.rowState.setInsets(padding ? .padding : .insets, absolute: clean)
      if !remeasure(row) { allValid = false }
      visibilityTracking.flag(row)
    }
    endChange()
    return allValid
  }

  package func setAxis(_ newAxis: StackAxis, animated: Bool, completion: (() -> Void)?) {
    guard newAxis != axis else {
      complete(completion)
      return
    }
    axis = newAxis
    // Every length changes: the displayed rows are measured now, the others (given an estimate)
    // when the window reaches them, as rows added to the stack are.
    remeasureAll(estimatingUndisplayed: true)
    let animation = animated ? beginAnimatedChange() : nil
    endChange()
    let geometry = platform.scrollGeometry
    let clamped = geometry.clamped(geometry.contentOffset)
    if clamped != geometry.contentOffset {
      platform.applyContentOffset(clamped, animated: false, completion: {})
    }
    if animated {
      let done = queued(completion)
      platform.animateLayoutChange(
        info: .default, animations: {},
        completion: keepingOwnerAliveWhenCalled {
          animation?.leave()
          done()
        })
    } else {
      complete(completion)
    }
  }

  func setAutoHideLastRowSeparator(_ value: Bool) {
    guard value != autoHideLastRowSeparator else { return }
    autoHideLastRowSeparator = value
    // The last shown row's separator appears or disappears (``applyRowLayouts()`` finds it).
    applyRowLayouts()
  }
}
