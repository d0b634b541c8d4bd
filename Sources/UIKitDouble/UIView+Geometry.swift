// Frames, bounds and coordinate conversion (every transform taken as the identity).

extension UIView {
  // MARK: Setting

  /// `frame`'s setter: a new size resizes the bounds and marks the view.
  func setFrameNow(_ newFrame: CGRect) {
    // The stored frame (the getter's value), read without a call.
    guard !UIView.isSameRect(newFrame, CGRect(origin: frameOriginStorage, size: boundsStorage.size)) else { return }
    frameOriginStorage = newFrame.origin
    invalidateSafeArea()
    guard newFrame.size != boundsStorage.size else { return }
    let oldSize = boundsStorage.size
    boundsStorage.size = newFrame.size
    markNeedsLayout()
    boundsDidChangeForSafeArea()
    // Most views resized have no subviews (a row's content, its separator): no call for none.
    if subviewCount > 0 { autoresizeSubviews(from: oldSize) }
  }

  /// Whether `a == b` (CGRect's `==`, which compares the rects standardized), without the call
  /// for rects of non-negative sizes (each frame set on Linux paid it: Foundation's `==` is not
  /// inlined, about 50 instructions), whose standardized rects are themselves.
  static func isSameRect(_ a: CGRect, _ b: CGRect) -> Bool {
    guard a.size.width >= 0, a.size.height >= 0, b.size.width >= 0, b.size.height >= 0 else { return a == b }
    return a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
      && a.size.height == b.size.height
  }

  /// `bounds`' setter: a new size keeps the center (the frame grows around it) and marks the view.
  func setBoundsNow(_ newBounds: CGRect) {
    let old = boundsStorage
    guard newBounds != old else { return }
    boundsStorage = newBounds
    boundsDidChangeForSafeArea()
    guard newBounds.size != old.size else { return }
    frameOriginStorage.x += (old.width - newBounds.width) / 2
    frameOriginStorage.y += (old.height - newBounds.height) / 2
    invalidateSafeArea()
    markNeedsLayout()
    autoresizeSubviews(from: old.size)
  }

  /// UIKit's autoresizing (`UIView.autoresizingMask`: "When a view's bounds change, that view
  /// automatically resizes its subviews according to each subview's autoresizing mask"): a
  /// subview placed by its frame (`translatesAutoresizingMaskIntoConstraints`) with
  /// `.flexibleWidth` / `.flexibleHeight` grows or shrinks by the change of this view's size on
  /// that axis; its top-left margins stay (the double has no flexible-margin options).
  private func autoresizeSubviews(from oldSize: CGSize) {
    // Most views resized have no subviews (a row's content, its separator): no copy of none.
    guard subviewCount > 0 else { return }
    let delta = CGSize(width: boundsStorage.width - oldSize.width, height: boundsStorage.height - oldSize.height)
    // The subviews as they are now, held by this array for the whole loop (whatever a frame set
    // changes): each is read through it without a retain of its own (a row resized reads its
    // content and separator, neither flexible).
    let subviews = subviewStorage
    subviews.withUnsafeBufferPointer { views in
      for position in views.indices {
        Unmanaged.passUnretained(views[position])._withUnsafeGuaranteedRef { subview in
          guard subview.translatesAutoresizingMaskIntoConstraints else { return }
          let mask = subview.autoresizingMask
          guard mask.contains(.flexibleWidth) || mask.contains(.flexibleHeight) else { return }
          var frame = subview.frame
          if mask.contains(.flexibleWidth) { frame.size.width = Swift.max(0, frame.width + delta.width) }
          if mask.contains(.flexibleHeight) { frame.size.height = Swift.max(0, frame.height + delta.height) }
          subview.frame = frame
        }
      }
    }
  }

  // MARK: Conversion

  /// How far this view's coordinate origin lies from the screen's: each level adds its frame
  /// origin and takes off its bounds origin, the topmost view (a window) included.
  var offsetInScreen: CGPoint {
    var offset = CGPoint.zero
    var current: UIView? = self
    while let view = current {
      offset.x += view.frameOriginStorage.x - view.boundsStorage.origin.x
      offset.y += view.frameOriginStorage.y - view.boundsStorage.origin.y
      current = view.superviewStorage
    }
    return offset
  }

  /// The offset of `view`'s coordinates from the screen's; `nil` means this view's window (its
  /// topmost ancestor when it is in none).
  private func screenOffset(of view: UIView?) -> CGPoint {
    (view ?? nearestWindow() ?? rootView).offsetInScreen
  }

  /// The offset of `space`'s coordinates from the screen's: a view's, or zero for any other space
  /// (a screen's fixed coordinate space).
  private func screenOffset(ofSpace space: any UICoordinateSpace) -> CGPoint {
    (space as? UIView)?.offsetInScreen ?? .zero
  }

  /// `point` moved from this view's coordinates to `view`'s.
  func convertedPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
    shifted(point, from: offsetInScreen, to: screenOffset(of: view))
  }

  /// `point` moved from `view`'s coordinates to this view's.
  func convertedPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
    shifted(point, from: screenOffset(of: view), to: offsetInScreen)
  }

  /// `point` moved from this view's coordinates to `space`'s.
  func convertedPoint(_ point: CGPoint, toSpace space: any UICoordinateSpace) -> CGPoint {
    shifted(point, from: offsetInScreen, to: screenOffset(ofSpace: space))
  }

  /// `point` moved from `space`'s coordinates to this view's.
  func convertedPoint(_ point: CGPoint, fromSpace space: any UICoordinateSpace) -> CGPoint {
    shifted(point, from: screenOffset(ofSpace: space), to: offsetInScreen)
  }

  /// `point` in a space at `source` from the screen's origin, in the space at `destination`.
  private func shifted(_ point: CGPoint, from source: CGPoint, to destination: CGPoint) -> CGPoint {
    CGPoint(x: point.x + source.x - destination.x, y: point.y + source.y - destination.y)
  }
}
