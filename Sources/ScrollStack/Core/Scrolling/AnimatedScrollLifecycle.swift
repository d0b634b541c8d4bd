import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - AnimatedScrollLifecycle

/// The lifecycle of a scroll view's animated scrolls, the same for every platform: start, land,
/// cancel, end once.
///
/// - ``begin(to:onEnd:)`` starts one. A scroll still running ends first, without landing.
/// - ``cancel()``: a newer offset was set, so the running scroll ends without landing.
/// - ``land(_:in:apply:)``: the animation's time is up. A scroll that is still the current one
///   lands on its target clamped to the legal offsets of that moment (the content may have
///   shrunk meanwhile), then ends; a cancelled or superseded one does nothing.
///
/// Every scroll ends exactly once: its `onEnd` runs once, after it landed or when it was
/// cancelled, never both. `onEnd` may start another scroll.
///
/// The scroll is reported (the engine's `scrollDidChange`: `didScroll` and the visibility it
/// changes) when it lands, then its end (`didEndScrollingAnimation`): ``reportsOffset(_:)`` tells
/// a platform whose offset holds the target from the start (UIKit's `UIView.animate`) not to report it
/// before.
@MainActor
package final class AnimatedScrollLifecycle {
  // MARK: Lifecycle

  /// Creates a lifecycle with no scroll running.
  package init() {}

  // MARK: Package

  /// Names one animated scroll, for ``land(_:in:apply:)``.
  package struct Ticket: Hashable, Sendable {
    // MARK: Private

    fileprivate let id: Int
  }

  /// Whether an animated scroll is running (begun, neither landed nor cancelled).
  package var isRunning: Bool { running != nil }

  /// The target of the running scroll, as requested (not yet clamped); `nil` when none runs.
  package var target: CGPoint? { running?.target }

  /// Starts an animated scroll to `target`; `onEnd` runs once when it ends. Any scroll still
  /// running (including one that an `onEnd` starts meanwhile) is cancelled first.
  package func begin(to target: CGPoint, onEnd: @escaping () -> Void) -> Ticket {
    while running != nil { cancel() }
    lastID += 1
    let ticket = Ticket(id: lastID)
    running = Running(ticket: ticket, target: target, onEnd: onEnd)
    return ticket
  }

  /// Whether the scroll view's offset being `offset` is to be reported now: not while it is the
  /// target of the running animated scroll, which is reported when it lands. Any other offset is
  /// a change of its own (and cancels the running scroll).
  package func reportsOffset(_ offset: CGPoint) -> Bool {
    guard let running else { return true }
    return running.target != offset
  }

  /// Ends the running scroll without landing it, because a newer offset was set. Does nothing
  /// when no scroll runs.
  package func cancel() {
    guard let ending = running else { return }
    running = nil
    ending.onEnd()
  }

  /// Lands the scroll named by `ticket` if it is still running: passes its target, clamped to
  /// `geometry`'s legal offsets, to `apply`, then ends it. Does nothing for a scroll that was
  /// cancelled or superseded.
  package func land(_ ticket: Ticket, in geometry: ScrollViewGeometry, apply: (CGPoint) -> Void) {
    guard let landing = running, landing.ticket == ticket else { return }
    running = nil
    apply(geometry.clamped(landing.target))
    landing.onEnd()
  }

  // MARK: Private

  private struct Running {
    let ticket: Ticket
    let target: CGPoint
    let onEnd: () -> Void
  }

  private var running: Running?
  private var lastID = 0
}
