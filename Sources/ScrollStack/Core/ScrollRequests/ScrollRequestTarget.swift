import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Something in the scroll content that can say where it is now: a view, a row, a text field.
///
/// Scroll requests keep their rectangle relative to an owner and ask it again when they fire,
/// because the layout may change in between (the keyboard resizes the content, the device
/// rotates).
@MainActor
public protocol ScrollRequestTargetOwner: AnyObject {
  /// The owner's frame in the scroll content's coordinates as laid out now, or `nil` when the
  /// owner is no longer part of the content.
  var frameInScrollContent: CGRect? { get }
}

/// What a scroll request should make visible, resolved against the layout when it fires.
public struct ScrollRequestTarget {
  // MARK: Lifecycle

  /// Creates a target from an owner identity and a closure that returns the rectangle to show,
  /// in content coordinates, as laid out when it is called (`nil`: the target is gone).
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

  /// A rectangle in `owner`'s own coordinates (origin at the owner's top-left).
  ///
  /// The owner is held weakly: if it is released before the request fires, the request
  /// resolves to nothing and is reported.
  @MainActor
  public static func rect(_ rect: CGRect, in owner: some ScrollRequestTargetOwner) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(owner)) { [weak owner] in
      guard let frame = owner?.frameInScrollContent else { return nil }
      return rect.offsetBy(dx: frame.minX, dy: frame.minY)
    }
  }

  /// The whole of `owner`, wherever it is when the request fires.
  @MainActor
  public static func whole(_ owner: some ScrollRequestTargetOwner) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(owner)) { [weak owner] in owner?.frameInScrollContent }
  }

  /// The rectangle to show in content coordinates as laid out now, or `nil` if the target is
  /// gone.
  @MainActor
  public func resolvedRect() -> CGRect? { resolve() }

  // MARK: Private

  private let resolve: @MainActor () -> CGRect?
}
