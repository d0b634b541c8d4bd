import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollRequestTarget

/// What a scroll request should make visible, resolved against the layout when it fires.
public struct ScrollRequestTarget {
  // MARK: Lifecycle

  /// Creates a target from an owner identity and a closure that returns the rectangle to show,
  /// in content coordinates, as laid out when it is called (`nil`: the target is gone). Capture
  /// the owner weakly, so that a request outliving it resolves to nothing and is reported.
  public init(ownerIdentity: ObjectIdentifier?, resolve: @escaping @MainActor () -> CGRect?) {
    self.ownerIdentity = ownerIdentity
    self.resolve = resolve
  }

  // MARK: Public

  /// Who owns the rectangle, as an opaque identity; `nil` for a rectangle given directly in
  /// content coordinates.
  public let ownerIdentity: ObjectIdentifier?

  /// A rectangle fixed in content coordinates. It is not re-resolved: use it only for
  /// rectangles that do not move with the layout.
  public static func contentRect(_ rect: CGRect) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: nil) { rect }
  }

  /// The rectangle to show in content coordinates as laid out now, or `nil` if the target is
  /// gone.
  @MainActor
  public func resolvedRect() -> CGRect? { resolve() }

  // MARK: Private

  private let resolve: @MainActor () -> CGRect?
}
