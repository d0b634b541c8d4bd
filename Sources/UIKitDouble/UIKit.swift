// The UIKit double: UIKit's names and signatures for the part the library uses.
// Signatures: ../../../shared/reference/uikit-signatures.md (source tags in its key).

@_exported import Foundation

#if !canImport(ObjectiveC)
  /// Stand-in for the Objective-C runtime's selector type (no `#selector` on Linux).
  public struct Selector: Hashable, Sendable {
    public init(_ name: String) { fatalError() }
  }
#endif

// MARK: Geometry (UIGeometry.h; H16, AN16, OV16)

public struct UIEdgeInsets: @unchecked Sendable, Equatable {
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
}

extension UIEdgeInsets {
  nonisolated public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// CoreGraphics (not in swift-corelibs-foundation), like the SDK's: Sendable, Equatable, not Hashable.
public struct CGAffineTransform: @unchecked Sendable, Equatable {
}

extension CGAffineTransform {
  public static var identity: CGAffineTransform { fatalError() }
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
}

extension NSValue {
  public var cgRectValue: CGRect { fatalError() }
}

extension IndexPath {
  public var row: Int { fatalError() }
}
