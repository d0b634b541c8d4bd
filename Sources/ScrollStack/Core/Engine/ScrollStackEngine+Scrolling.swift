import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollStackEngine {
  /// The scroll geometry scroll requests work with: the adjusted insets already include the
  /// keyboard's part of the safe area, so rows land where the user can see them.
  var effectiveScrollGeometry: ScrollViewGeometry { platform.scrollGeometry }

  func scrollToRow(index: Int, at position: ScrollStackScrollPosition, animated: Bool, completion: (() -> Void)?)
    -> Bool
  {
    // The target depends on the content size: a pending layout pass applies it first.
    layoutIfNeeded()
    guard rows.indices.contains(index) else {
      report(.indexOutOfRange, "scrollToRow(index:at:animated:)", "Index \(index) is outside 0..<\(rows.count).")
      complete(completion)
      return false
    }
    guard !rows[index].rowState.isHidden else {
      report(
        .targetOutsideContent, "scrollToRow(index:at:animated:)",
        "Row \(index) is hidden and takes no space; there is nothing to scroll to.")
      complete(completion)
      return false
    }
    let row = rows[index]
    let first = effectiveScrollGeometry.offset(toShow: rowFrame(at: index), along: axis, at: position)
    let aim: () -> CGPoint? = { [reference, weak row] in
      guard let engine = reference.engine, let row, let index = engine.index(of: row), !row.rowState.isHidden else {
        return nil
      }
      return engine.effectiveScrollGeometry.offset(toShow: engine.rowFrame(at: index), along: engine.axis, at: position)
    }
    let target = settledOffset(from: first, target: aim)
    scroll(to: target, animated: animated, aim: aim, completion: completion)
    return true
  }

  func scrollToEdge(trailing: Bool, animated: Bool, completion: (() -> Void)?) {
    layoutIfNeeded()
    let target = settledOffset(from: edgeOffset(trailing: trailing)) { edgeOffset(trailing: trailing) }
    let aim: () -> CGPoint? = { [reference] in reference.engine?.edgeOffset(trailing: trailing) }
    scroll(to: target, animated: animated, aim: aim, completion: completion)
  }

  /// Whether the offset being written is the engine's own correction (rows above the visible
  /// start measured, the content on screen kept still): a platform moves a running animated
  /// scroll by it rather than stopping it.
  package var isCorrectingOffset: Bool { rowWindow.isCorrectingOffset }

  /// Where the animated scroll just handed to the platform aims as the rows it passes are
  /// measured (their real lengths move its destination): a row's offset, an edge; `nil` for a
  /// plain offset, or when what it aims at is gone. The platform takes it once, when the scroll
  /// starts.
  package func takeScrollAim() -> (() -> CGPoint?)? {
    let aim = pendingScrollAim
    pendingScrollAim = nil
    return aim
  }

  /// Moves the content offset to `offset`. An animated scroll is the platform's own (UIKit's
  /// `setContentOffset(_:animated: true)`), whose steps the platform reports as scrolls
  /// (``scrollDidChange()``): the window follows the motion, displaying rows as they come into
  /// range. It displays the rows at its destination first (``prepareWindow(forScrollTo:)``) and
  /// counts as an animated change while it runs (``beginAnimatedChange()``): the rows it displays
  /// stay displayed until it ends (landed, stopped by a newer offset or taken over by a finger),
  /// and the window is then computed again around where the offset is. `completion` runs once,
  /// after the scroll's end is reported (``ScrollStackEvent/didEndScrollingAnimation``). `aim`
  /// says where the scroll aims as the rows it passes are measured (``takeScrollAim()``).
  package func scroll(
    to offset: CGPoint, animated: Bool, aim: (() -> CGPoint?)? = nil, completion: (() -> Void)?
  ) {
    // A set with nothing to call back (a drag's, every frame): no completion to make.
    guard animated || completion != nil else {
      platform.applyContentOffset(offset, animated: false, completion: {})
      if !events.isEmpty { flushEvents() }
      return
    }
    let animation = animated ? beginAnimatedChange() : nil
    if animated { prepareWindow(forScrollTo: offset) }
    pendingScrollAim = animated ? aim : nil
    platform.applyContentOffset(
      offset, animated: animated,
      completion: keepingOwnerAliveWhenCalled { [reference] in
        guard let engine = reference.engine else {
          completion?()
          return
        }
        if let animation {
          engine.emit(.didEndScrollingAnimation)
          // The last animated change to end brings the window up to date and delivers.
          animation.leave()
          engine.endChange(layout: false)
        } else if !engine.events.isEmpty {
          // The offset did not move (no scroll to report), yet measuring the rows at the target
          // queued their events: they come before the completion.
          engine.flushEvents()
        }
        engine.complete(completion)
      })
  }

  // MARK: Private

  /// How many times a scroll computes its target again after measuring the rows there.
  private static var settlingRoundLimit: Int { 8 }

  /// The offset a scroll aims at once the rows around it are measured. Rows whose length is
  /// only estimated (``estimatedRowLength``) get their real length when the window reaches them,
  /// which moves the row or the content end the offset was computed from (`first`): the window
  /// around the offset is measured (``measureWindow(forScrollTo:)``) and the offset computed again
  /// with `target` from the lengths now known, until the window holds no estimated row. It takes
  /// a few rounds: each measures only rows near the target, each row once. `target` returns `nil`
  /// when what it aims at is gone (measuring runs user code): the last offset is kept.
  private func settledOffset(from first: CGPoint, target: () -> CGPoint?) -> CGPoint {
    var offset = first
    var rounds = 0
    while rounds < Self.settlingRoundLimit, measureWindow(forScrollTo: offset), let next = target() {
      offset = next
      rounds += 1
    }
    return offset
  }

  /// The offset of the content's start (or end, when `trailing`) along the axis, the cross
  /// offset kept, clamped to the legal range.
  private func edgeOffset(trailing: Bool) -> CGPoint {
    let geometry = effectiveScrollGeometry
    let edge = trailing ? geometry.maximumOffset : geometry.minimumOffset
    let cross = geometry.contentOffset.coordinate(along: axis.cross)
    return geometry.clamped(CGPoint(along: axis, coordinate: edge.coordinate(along: axis), cross: cross))
  }
}
