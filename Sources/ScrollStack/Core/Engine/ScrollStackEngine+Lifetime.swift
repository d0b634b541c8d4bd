import Foundation

// MARK: - ScrollStackEngine + Lifetime

// The platform refers to its stack without owning it (`unowned(unsafe)`: no reference counting per
// platform call), so every platform call must be made while the stack lives. Work reaches the engine in
// two ways:
// - through a call on the stack (`addRow`, `contentOffset`, `layoutSubviews`…): the caller keeps
//   the stack alive for the whole call, whatever the user code it runs does;
// - on its own: an animation or animated scroll that ends, the layout pass the platform scheduled, a
//   row's own API (`row.rowInsets = …`, `row.visibility`). Nothing on the way holds the stack,
//   and the work runs user code (delegate calls, appearance and containment callbacks, sizing,
//   completions) that may let go of the last reference to it; the platform calls after that read
//   freed memory. Each such entry keeps the stack alive itself until it ends: one weak load and
//   one retain per entry (per animation end, per scheduled pass, per row setting), never per row
//   or per scroll event. The stack is freed when the entry ends, with its engine; closures still
//   pending then find the engine gone and only end transitions and call completions.

extension ScrollStackEngine {
  /// Runs `body` with the stack this engine serves (``ownerObject``) kept alive: for work that
  /// reaches the engine other than through a call on the stack.
  func keepingOwnerAlive<Result>(_ body: () -> Result) -> Result {
    withExtendedLifetime(ownerObject, body)
  }

  /// `body` as a closure for the platform to call when an animation ends: it runs with the stack kept
  /// alive (``keepingOwnerAlive(_:)``) while the engine lives, and alone once the engine is gone.
  func keepingOwnerAliveWhenCalled(_ body: @escaping () -> Void) -> () -> Void {
    { [reference] in
      guard let engine = reference.engine else { return body() }
      engine.keepingOwnerAlive(body)
    }
  }
}
