import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollStackEngine {
  /// The scroll geometry scroll requests work with: the adjusted insets already include the
  /// keyboard's part of the safe area, so rows land where the user can see them.
  var effectiveScrollGeometry: ScrollViewGeometry { host.scrollGeometry }

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
    let target = effectiveScrollGeometry.offset(toShow: rowFrame(at: index), along: axis, at: position)
    scroll(to: target, animated: animated, completion: completion)
    return true
  }

  func scrollToEdge(trailing: Bool, animated: Bool, completion: (() -> Void)?) {
    layoutIfNeeded()
    let geometry = effectiveScrollGeometry
    let edge = trailing ? geometry.maximumOffset : geometry.minimumOffset
    let cross = geometry.contentOffset.coordinate(along: axis.cross)
    let target = geometry.clamped(
      CGPoint(along: axis, coordinate: edge.coordinate(along: axis), cross: cross))
    scroll(to: target, animated: animated, completion: completion)
  }

  package func scroll(to offset: CGPoint, animated: Bool, completion: (() -> Void)?) {
    if animated { prepareWindow(forScrollTo: offset) }
    host.applyContentOffset(
      offset, animated: animated,
      completion: keepingOwnerAliveWhenCalled { [weak self] in
        guard let self else {
          completion?()
          return
        }
        if animated {
          self.emit(.didEndScrollingAnimation)
          self.endChange(layout: false)
        }
        self.complete(completion)
      })
  }
}
