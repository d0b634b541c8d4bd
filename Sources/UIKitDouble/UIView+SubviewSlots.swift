// The subviews array, kept so that adding on top, removing any subview and inserting next to a
// subview find their place without scanning the subviews (a stack may hold 100,000 of them).

extension UIView {
  // MARK: Superview

  /// ``superview``, from ``superviewReference``.
  var superviewStorage: UIView? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// Whether `parent` is this view's superview (compared by address, retaining neither).
  func isSubview(of parent: UIView) -> Bool {
    superviewReference?.toOpaque() == Unmanaged.passUnretained(parent).toOpaque()
  }

  // MARK: Reading

  /// What a subview removed from the middle of ``subviewSlots`` leaves until the next compaction:
  /// a view that is never in a hierarchy, so that the removed view is released at once (as UIKit
  /// releases it) and the other subviews keep their slots.
  static let vacatedSlot = UIView()

  /// ``subviews``, back to front: the slots, compacted first when some were vacated (O(n) once
  /// after any number of removals).
  var subviewStorage: [UIView] {
    if vacatedSubviewSlotCount > 0 { compactSubviewSlots() }
    return subviewSlots
  }

  /// How many subviews the view has (without compacting).
  var subviewCount: Int { subviewSlots.count - vacatedSubviewSlotCount }

  /// Whether `view` is one of the subviews (O(1): its slot is exact).
  func holdsSubview(_ view: UIView) -> Bool {
    guard view.isSubview(of: self) else { return false }
    let slot = view.slotInSuperview
    // Compared by address: reading the slot's view as a reference would retain and release it.
    let address = Unmanaged.passUnretained(view).toOpaque()
    return subviewSlots.withUnsafeBufferPointer { slots in
      slot < slots.count && Unmanaged.passUnretained(slots[slot]).toOpaque() == address
    }
  }

  /// The position of `view`, a subview, in ``subviewStorage`` (compacting first).
  func positionOfSubview(_ view: UIView) -> Int? {
    if vacatedSubviewSlotCount > 0 { compactSubviewSlots() }
    return holdsSubview(view) ? view.slotInSuperview : nil
  }

  // MARK: Changing

  /// Puts `view` (not a subview) at `index` (clamped) among the subviews: on top by appending
  /// (O(1)); anywhere else after compacting, with the slots above it renumbered.
  func placeSubviewSlot(_ view: UIView, at index: Int) {
    if index >= subviewCount {
      // Room for two at once: most views that get a subview get a second one (a row's content
      // and separator), and the first append would make room for one only. A literal of two,
      // the second let go: `reserveCapacity` and `init(unsafeUninitializedCapacity:)` go
      // through an unspecialised path (about 340 instructions a view).
      if subviewSlots.isEmpty {
        view.slotInSuperview = 0
        subviewSlots = [view, view]
        subviewSlots.removeLast()
        return
      }
      view.slotInSuperview = subviewSlots.count
      subviewSlots.append(view)
      return
    }
    if vacatedSubviewSlotCount > 0 { compactSubviewSlots() }
    // Appended, then moved down by swaps: `Array.insert(_:at:)` goes through an unspecialised
    // `replaceSubrange` with a `CollectionOfOne`.
    view.slotInSuperview = subviewSlots.count
    subviewSlots.append(view)
    shiftSubviewSlot(from: subviewSlots.count - 1, to: max(0, index))
  }

  /// Takes `view`, a subview, out of the slots: the top slot goes (with the vacated ones it
  /// uncovers), any other is vacated. O(1) either way.
  func vacateSubviewSlot(of view: UIView) {
    guard holdsSubview(view) else {
      // Not reached while the slots are exact; kept so that a broken invariant costs a scan only.
      subviewSlots.removeAll { $0 === view }
      renumberSubviewSlots(0..<subviewSlots.count)
      return
    }
    let slot = view.slotInSuperview
    guard slot == subviewSlots.count - 1 else {
      subviewSlots[slot] = UIView.vacatedSlot
      vacatedSubviewSlotCount += 1
      return
    }
    subviewSlots.removeLast()
    let vacated = UIView.vacatedSlot
    while vacatedSubviewSlotCount > 0, let last = subviewSlots.last, last === vacated {
      subviewSlots.removeLast()
      vacatedSubviewSlotCount -= 1
    }
  }

  /// Moves `view`, a subview, to `index` (clamped to the positions it can take), renumbering the
  /// slots between its old and new places.
  func moveSubviewSlot(of view: UIView, to index: Int) {
    guard let old = positionOfSubview(view) else { return }
    shiftSubviewSlot(from: old, to: min(max(0, index), subviewSlots.count - 1))
  }

  // MARK: Bookkeeping

  /// Drops the vacated slots and renumbers the subviews, in one pass.
  private func compactSubviewSlots() {
    let vacated = UIView.vacatedSlot
    var kept = 0
    subviewSlots.withUnsafeMutableBufferPointer { slots in
      for slot in slots.indices where slots[slot] !== vacated {
        slots[slot].slotInSuperview = kept
        slots.swapAt(kept, slot)
        kept += 1
      }
    }
    subviewSlots.removeLast(subviewSlots.count - kept)
    vacatedSubviewSlotCount = 0
  }

  /// Moves the subview in slot `old` to slot `new` (both valid, the slots compacted), the ones
  /// between moving one slot towards `old`, each renumbered.
  private func shiftSubviewSlot(from old: Int, to new: Int) {
    subviewSlots.withUnsafeMutableBufferPointer { slots in
      var slot = old
      while slot > new {
        slots.swapAt(slot, slot - 1)
        slots[slot].slotInSuperview = slot
        slot -= 1
      }
      while slot < new {
        slots.swapAt(slot, slot + 1)
        slots[slot].slotInSuperview = slot
        slot += 1
      }
      slots[new].slotInSuperview = new
    }
  }

  /// Stores each subview's slot in `range`.
  private func renumberSubviewSlots(_ range: Range<Int>) {
    subviewSlots.withUnsafeBufferPointer { slots in
      for slot in range { slots[slot].slotInSuperview = slot }
    }
  }
}
