import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.LifecycleEvent

extension Headless {
  /// A step in a headless view controller's life, recorded in ``ViewController/lifecycleLog``.
  public enum LifecycleEvent: Hashable, Sendable {
    /// `willMove(toParent:)`; `true` when moving to a parent, `false` when leaving it.
    case willMove(toParent: Bool)
    /// The controller became a child (`addChild` on its new parent).
    case addedToParent
    /// The controller's view was added to a superview.
    case viewAttached
    /// `didMove(toParent:)`; `true` when moved to a parent, `false` after leaving it.
    case didMove(toParent: Bool)
    /// The controller's view was removed from its superview.
    case viewDetached
    /// The controller stopped being a child (`removeFromParent`).
    case removedFromParent
    /// `viewDidLoad()`.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
  }
}
