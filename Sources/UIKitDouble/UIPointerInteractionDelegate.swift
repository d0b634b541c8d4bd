// UIPointerInteractionDelegate (X from H16:UIPointerInteraction.h).

/// Customizes a pointer interaction's regions and styles. Every requirement is `@objc optional`
/// in the SDK; none is modelled (no pointer here): an interaction without one shows the system's
/// automatic hover effect.
@available(iOS 13.4, *)
@MainActor @preconcurrency public protocol UIPointerInteractionDelegate: NSObjectProtocol {}
