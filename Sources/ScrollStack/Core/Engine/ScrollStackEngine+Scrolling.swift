import Foundation

extension ScrollStackEngine {
  /// The scroll geometry with the keyboard-covered area counted as an inset, so scroll requests
  /// place rows in the part of the viewport the user can see.
  var effectiveScrollGeometry: ScrollGeometry {
    var geometry = host.scrollGeometry
    geometry.adjustedContentInset = geometry.adjustedContentInset.sanitized + obscuredInsets.sanitized
    return geometry
  }

  func scrollToRow(index: Int, at position: ScrollStackScrollPosition, animated: Bool, completion: (() -> Void)?)
    -> Bool
  {
    guard rows.indices.contains(index) else {
      report(.indexOutOfRange, "scrollToRow(index:at:animated:)", "Index \(index) is outside 0..<\(rows.count).")
      completion?()
      return false
    }
    let target = effectiveScrollGeometry.offset(toShow: rowFrame(at: index), along: axis, at: position)
    scroll(to: target, animated: animated, completion: completion)
    return true
  }

  func scrollToEdge(trailing: Bool, animated: Bool, completion: (() -> Void)?) {
    let geometry = effectiveScrollGeometry
    let edge = trailing ? geometry.maximumOffset : geometry.minimumOffset
    let cross = geometry.contentOffset.coordinate(along: axis.cross)
    let target = geometry.clamped(
      CGPoint(along: axis, coordinate: edge.coordinate(along: axis), cross: cross))
    scroll(to: target, animated: animated, completion: completion)
  }

  func scrollToRect(_ rect: CGRect, margin: CGFloat, animated: Bool, completion: (() -> Void)?) {
    let target = effectiveScrollGeometry.offset(toShow: rect, along: axis, at: .automatic, margin: margin)
    scroll(to: target, animated: animated, completion: completion)
  }

  func scroll(to offset: CGPoint, animated: Bool, completion: (() -> Void)?) {
    host.applyContentOffset(
      offset, animated: animated,
      completion: { [weak self] in
        if animated, let self {
          self.emit(.didEndScrollingAnimation)
          self.flushEvents()
        }
        completion?()
      })
  }
}
