import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + RemovalAnimation

/// An animated removal collapses each displayed row with its content still inside, at the place
/// the rows after it slide to; the content leaves (unmounted: its controller removed from the
/// stack's controller, the row's view out of the stack) when the animation ends, then the
/// completion runs.
extension ScrollStackEngine {
  /// The rest of an animated removal of the rows at `ordered` (valid, increasing), which are
  /// `removed`, already discarded from the stack: the displayed ones collapse (their layout
  /// handed to the platform, to be applied inside the animation), the others are unmounted at
  /// once; the collapsed ones are unmounted when the animation ends, unless their content joined
  /// another row meanwhile (its mounting unmounted them first), then `completion` runs. Returns
  /// `removed`. O(k log n) for k removed rows.
  func removeCollapsing(atOrdered ordered: [Int], _ removed: [Row], completion: (() -> Void)?) -> [Row] {
    var collapsing: [(row: Row, layout: RowLayout)] = []
    for position in removed.indices {
      let row = removed[position]
      let state = row.rowState
      guard state.isDisplayed, state.isContentMounted else {
        unmount(row)
        continue
      }
      // Where the rows after it now start: the rows before it that left take no place either.
      let newIndex = ordered[position] - position
      let start = newIndex < rows.count ? extents.prefixSum(newIndex) : extents.total
      let extent = extent(of: state)
      let layout = RowLayout(
        state: state, placeStart: start, extent: extent, placeEnd: start + extent, axis: axis,
        crossLength: measuredCrossLength, hidesSeparatorAsLast: false)
      collapsingRows[primaryIdentity(of: row.content)] = row
      collapsing.append((row, layout.collapsed(along: axis)))
    }
    if onChangeRow != nil { for row in removed { emitRowChange(row, isRemoved: true) } }
    let animation = beginAnimatedChange()
    if !collapsing.isEmpty { platform.rowsNeedLayout(collapsing) }
    endChange()
    let done = queued(completion)
    platform.animateLayoutChange(
      info: .default, animations: {},
      completion: keepingOwnerAliveWhenCalled { [weak self] in
        // Unmounting runs user code, which may change the stack (content added back meanwhile is
        // mounted in its new row once it has left this one): the change ends with a layout.
        if let self, !collapsing.isEmpty {
          self.unmountCollapsed(collapsing.map(\.row))
          self.endChange()
        }
        animation.leave()
        done()
      })
    return removed
  }

  /// Unmounts the rows an animated removal collapsed, but those whose content joined another row
  /// meanwhile (that row's mounting unmounted them already).
  private func unmountCollapsed(_ collapsed: [Row]) {
    for row in collapsed {
      let key = primaryIdentity(of: row.content)
      guard let listed = collapsingRows[key], listed === row else { continue }
      collapsingRows[key] = nil
      unmount(row)
    }
  }
}
