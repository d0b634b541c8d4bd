@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - UIKitScrollStackPlatform + ContentOffset

// The end of the stack's one offset path: the engine's scroll writes the content offset here, an
// animated one through UIKit's own `setContentOffset(_:animated: true)`.
extension UIKitScrollStackPlatform {
  /// Moves the content offset through the shared ``AnimatedScrollLifecycle``. This is the end of
  /// the stack's one offset path: the engine's scroll, which the stack's `contentOffset` and
  /// `setContentOffset(_:animated:)`, its keyboard binding and its scroll requests all take
  /// (``ScrollStack/offsetWriter``), writes here alone.
  ///
  /// Animated, it is UIKit's own `setContentOffset(_:animated: true)`: UIKit sets `contentOffset`
  /// every frame, and each step is reported as it happens (the app's `scrollViewDidScroll`, the
  /// ``ScrollStack/stackDelegate``'s scroll and visibility, the row window following). The step
  /// that arrives lands the scroll just after it, on where it aims then (rows measured on the way
  /// move a row's offset) clamped to the legal offsets; then it ends. The engine's correction
  /// (rows above the visible start measured) moves it on from the corrected offset. A newer
  /// programmatic offset stops it; a finger's set takes over where it caught it; a scroll that
  /// neither arrives nor is taken over (UIKit stopped it for a touch that did not drag) ends where
  /// it is after ``animatedScrollTimeLimit``. Whichever way, `completion` runs once, also when the
  /// stack was let go meanwhile.
  ///
  /// `offset` is the engine's: mirrored here for a horizontal stack under a right-to-left layout
  /// (``ScrollStack/mirroredOffset(_:)``), as is where a running scroll aims.
  func applyContentOffset(_ engineOffset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
    // Without retaining the stack: this runs for every scroll event.
    withStack { stack in
      let offset = stack.mirroredOffset(engineOffset)
      let isPropertySet = stack.takeOffsetPropertySet()
      guard offset.x.isFinite, offset.y.isFinite else {
        completion()
        return
      }
      let lifecycle = stack.animatedScroll
      guard animated else {
        if lifecycle.isRunning, isPropertySet, !stack.isMovedByFinger {
          followScrollingAnimation(to: offset)
        } else if lifecycle.isRunning, !isPropertySet, stack.engine.isCorrectingOffset {
          moveScrollingAnimation(to: offset)
        } else if lifecycle.isRunning {
          // Ending runs user code, which may start another scroll: that one stops too.
          while lifecycle.isRunning { lifecycle.cancel() }
          // A finger's set: UIKit stopped its animation already; any other stops it.
          if isPropertySet { stack.writeContentOffset(offset) } else { stack.stopScrollingAnimation(at: offset) }
        } else {
          stack.writeContentOffset(offset)
        }
        completion()
        return
      }
      // Ending the scroll this one replaces runs user code, which may start another: it ends too.
      let aim = stack.engine.takeScrollAim().map { engineAim in
        { [weak stack] in engineAim().map { stack?.mirroredOffset($0) ?? $0 } }
      }
      let ticket = lifecycle.begin(to: offset, onEnd: completion)
      scrollAim = aim
      startScrollingAnimation(ticket, to: offset)
    }
  }

  /// How long an animated scroll may run, from its start or its last move, before it counts as
  /// stopped, in seconds: UIKit's take about 0.3 s.
  static let animatedScrollTimeLimit: TimeInterval = 1

  /// Starts (or moves on) UIKit's animated scroll of `ticket` to `target`, and its time limit.
  private func startScrollingAnimation(_ ticket: AnimatedScrollLifecycle.Ticket, to target: CGPoint) {
    stack.startScrollingAnimation(to: target)
    // UIKit does not animate to where the offset is: nothing will arrive.
    if stack.contentOffset == target { scheduleLanding(of: ticket) }
    scrollStart += 1
    let start = scrollStart
    let lifecycle = stack.animatedScroll
    let stack = self.stack
    scheduler.schedule(after: Self.animatedScrollTimeLimit) { [weak stack, weak self] in
      guard let stack, let self else {
        lifecycle.end(ticket)
        return
      }
      guard self.scrollStart == start, let target = lifecycle.target, lifecycle.ticket == ticket else { return }
      // Within a point of the target, UIKit arrived but not exactly there: it lands.
      let offset = stack.contentOffset
      if abs(offset.x - target.x) <= 1, abs(offset.y - target.y) <= 1 {
        self.land(ticket)
      } else {
        self.scrollAim = nil
        lifecycle.end(ticket)
      }
    }
  }

  /// Reports one step of UIKit's animated scroll; the step that arrives at the target lands it
  /// just after (``scheduleLanding(of:)``). A set the app makes meanwhile is a step too: UIKit's
  /// animation carries on over it.
  private func followScrollingAnimation(to offset: CGPoint) {
    let lifecycle = stack.animatedScroll
    let arriving = lifecycle.target == offset ? lifecycle.ticket : nil
    // Reporting runs user code (the delegates), which may scroll again: the arrival of this
    // scroll is still landed (or does nothing if that scroll replaced it).
    stack.writeContentOffset(offset)
    if let arriving { scheduleLanding(of: arriving) }
  }

  /// The engine kept the content on screen still while rows above it were measured: the running
  /// scroll stops at the corrected `offset` and moves on from there to where it aims now (its
  /// target moved by as much when it aims at nothing that moves).
  private func moveScrollingAnimation(to offset: CGPoint) {
    let lifecycle = stack.animatedScroll
    guard let ticket = lifecycle.ticket, let target = lifecycle.target else { return }
    let current = stack.contentOffset
    stack.stopScrollingAnimation(at: offset)
    let moved = CGPoint(x: target.x + offset.x - current.x, y: target.y + offset.y - current.y)
    let aimed = scrollAim?() ?? moved
    guard lifecycle.ticket == ticket else { return }
    lifecycle.retarget(ticket, to: aimed)
    startScrollingAnimation(ticket, to: aimed)
  }

  /// Lands the scroll once UIKit is done with the step that arrived (and has told the app's
  /// delegate `scrollViewDidEndScrollingAnimation`). Does nothing if it ended meanwhile.
  private func scheduleLanding(of ticket: AnimatedScrollLifecycle.Ticket) {
    let lifecycle = stack.animatedScroll
    scheduler.schedule(after: 0) { [weak self] in
      guard let self else {
        lifecycle.end(ticket)
        return
      }
      self.land(ticket)
    }
  }

  /// Lands the scroll of `ticket` on where it aims now (rows measured on the way may have moved
  /// it), clamped to the legal offsets, reported if that moved it; then it ends.
  private func land(_ ticket: AnimatedScrollLifecycle.Ticket) {
    let lifecycle = stack.animatedScroll
    guard lifecycle.ticket == ticket else { return }
    if let aimed = scrollAim?(), lifecycle.ticket == ticket { lifecycle.retarget(ticket, to: aimed) }
    scrollAim = nil
    let stack = self.stack
    lifecycle.land(ticket, in: ScrollViewGeometry(stack)) { target in
      if stack.contentOffset != target { stack.stopScrollingAnimation(at: target) }
    }
  }
}
