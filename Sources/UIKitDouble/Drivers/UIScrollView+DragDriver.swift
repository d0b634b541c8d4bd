// Package drivers: a finger dragging a scroll view (UIKit has no public API for it).

// MARK: - UIScrollView + DragDriver

extension UIScrollView {
  /// A finger lands and starts dragging, as UIKit's pan does once it recognizes: an animated
  /// scroll or a deceleration under way stops where it is (neither end is sent), `isTracking` and
  /// `isDragging` turn `true`, the first responder resigns when `keyboardDismissMode` is
  /// `.onDrag` or `.onDragWithAccessory` (`window.endEditing(true)`), then the delegate hears
  /// `scrollViewWillBeginDragging(_:)`. Returns `false`, doing nothing, when `isScrollEnabled` is
  /// `false` or a drag is already under way.
  @discardableResult
  package func beginDrag() -> Bool {
    guard isScrollEnabled, dragPhase != .dragging else { return false }
    stopScrollingAnimation()
    stopDeceleration()
    dragPhase = .dragging
    if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
      window?.endEditing(true)
    }
    delegate?.scrollViewWillBeginDragging(self)
    return true
  }

  /// The finger moves the content to `offset` (not clamped: UIKit lets a drag pull past the
  /// edges): `scrollViewDidScroll(_:)` when it moved. Does nothing unless a drag is under way.
  package func drag(to offset: CGPoint) {
    guard dragPhase == .dragging else { return }
    contentOffset = offset
  }

  /// The finger lifts: `isTracking` and `isDragging` turn `false` and the delegate hears
  /// `scrollViewDidEndDragging(_:willDecelerate:)` with `decelerating`. Decelerating, it then
  /// hears `scrollViewWillBeginDecelerating(_:)`, `isDecelerating` is `true`, and after 0.3 s of
  /// the `DoubleClock` the content settles at `restingOffset` (the current offset when `nil`),
  /// clamped to the legal offsets (the bounce back): `scrollViewDidScroll(_:)` when it moved, then
  /// `isDecelerating` turns `false` and `scrollViewDidEndDecelerating(_:)`, UIKit's order. Does
  /// nothing unless a drag is under way.
  package func endDrag(decelerating: Bool, restingOffset: CGPoint? = nil) {
    guard dragPhase == .dragging else { return }
    dragPhase = decelerating ? .decelerating : .idle
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerating)
    guard decelerating, dragPhase == .decelerating else { return }
    delegate?.scrollViewWillBeginDecelerating(self)
    let token = DoubleClock.main.schedule(after: Self.decelerationDuration) { [weak self] in
      self?.finishDeceleration(at: restingOffset)
    }
    decelerationStep = token
  }

  // MARK: Private

  /// How long a package deceleration takes, in seconds.
  private static let decelerationDuration: TimeInterval = 0.3

  private func finishDeceleration(at restingOffset: CGPoint?) {
    guard dragPhase == .decelerating else { return }
    decelerationStep = nil
    contentOffset = clampedOffset(restingOffset ?? contentOffset)
    // A `scrollViewDidScroll` may have begun a new drag.
    guard dragPhase == .decelerating else { return }
    dragPhase = .idle
    delegate?.scrollViewDidEndDecelerating(self)
  }

  private func stopDeceleration() {
    decelerationStep?.cancel()
    decelerationStep = nil
    if dragPhase == .decelerating { dragPhase = .idle }
  }
}
