import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - AnimatedScrollLifecycle

/// The lifecycle of a scroll view's animated scrolls, the same for every platform: start, land,
/// cancel, end once.
///
/// The scroll view animates the offset itself (UIKit's `setContentOffset(_:animated: true)`), and
/// its platform reports each step as a scroll of its own; this lifecycle only knows which scroll
/// runs, where it goes, and how it ends:
/// - ``begin(to:onEnd:)`` starts one. A scroll still running ends first, without landing.
/// - ``cancel()``: a newer programmatic offset, or a finger, took over, so the running scroll ends
///   without landing.
/// - ``land(_:in:apply:)``: the scroll view arrived at the target. A scroll that is still the
///   current one lands on its target clamped to the legal offsets of that moment (the content
///   may have shrunk meanwhile), then ends; a cancelled or superseded one does nothing.
/// - ``retarget(_:to:)``: the content moved under the running scroll; it aims elsewhere.
/// - ``end(_:)``: the scroll view stopped without arriving (its animation was stopped by
///   something the platform does not hear about, a touch that did not drag): the scroll ends
///   where it is, without landing.
///
/// Every scroll ends exactly once: its `onEnd` runs once, after it landed or when it was
/// cancelled or stopped, never twice. `onEnd` may start another scroll.
@MainActor
package final class AnimatedScrollLifecycle {
  // MARK: Lifecycle

  /// Creates a lifecycle with no scroll running.
  package init() {}

  // MARK: Package

  /// Names one animated scroll, for ``land(_:in:apply:)`` and ``end(_:)``.
  package struct Ticket: Hashable, Sendable {
    // MARK: Private

    fileprivate let id: Int
  }

  /// Whether an animated scroll is running (begun, neither landed nor cancelled nor ended).
  package var isRunning: Bool { running != nil }

  /// The target of the running scroll, as requested (not yet clamped); `nil` when none runs.
  package var target: CGPoint? { running?.target }

  /// The ticket of the running scroll; `nil` when none runs.
  package var ticket: Ticket? { running?.ticket }

  /// Starts an animated scroll to `target`; `onEnd` runs once when it ends. Any scroll still
  /// running (including one that an `onEnd` starts meanwhile) is cancelled first.
  package func begin(to target: CGPoint, onEnd: @escaping () -> Void) -> Ticket {
    while running != nil { cancel() }
    lastID += 1
    let ticket = Ticket(id: lastID)
    running = Running(ticket: ticket, target: target, onEnd: onEnd)
    return ticket
  }

  /// Aims the running scroll, if `ticket` names it, at `target` instead (the content moved under
  /// it); it keeps its `onEnd`. Does nothing for a scroll that ended or was superseded.
  package func retarget(_ ticket: Ticket, to target: CGPoint) {
    guard let current = running, current.ticket == ticket else { return }
    running = Running(ticket: ticket, target: target, onEnd: current.onEnd)
  }

  /// Ends the running scroll without landing it, because a newer offset was set or a finger took
  /// over. Does nothing when no scroll runs.
  package func cancel() {
    guard let ending = running else { return }
    running = nil
    ending.onEnd()
  }

  /// Lands the scroll named by `ticket` if it is still running: passes its target, clamped to
  /// `geometry`'s legal offsets, to `apply`, then ends it. Does nothing for a scroll that was
  /// cancelled, ended or superseded.
  package func land(_ ticket: Ticket, in geometry: ScrollViewGeometry, apply: (CGPoint) -> Void) {
    guard let landing = running, landing.ticket == ticket else { return }
    running = nil
    apply(geometry.clamped(landing.target))
    landing.onEnd()
  }

  /// Ends the scroll named by `ticket` where it is, without landing, if it is still running.
  /// Does nothing for a scroll that already ended or was superseded.
  package func end(_ ticket: Ticket) {
    guard let ending = running, ending.ticket == ticket else { return }
    running = nil
    ending.onEnd()
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
