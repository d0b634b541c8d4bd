// The UIKit double: UIKit's names and signatures for the part the library uses.
// Signatures: ../../../shared/reference/uikit-signatures.md (source tags in its key).

@_exported import Foundation

#if !canImport(ObjectiveC)
  /// Stand-in for the Objective-C runtime's selector type (no `#selector` on Linux): a method name.
  public struct Selector: Hashable, Sendable {
    /// The method's name, as written (`"tapped:"`).
    let name: String

    /// Makes a selector for the method named `name`.
    public init(_ name: String) { self.name = name }
  }
#endif

// MARK: Geometry (UIGeometry.h; H16, AN16, OV16)

/// Distances inward from each edge of a rectangle.
public struct UIEdgeInsets: @unchecked Sendable, Equatable {
  /// Makes insets from the four distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// Inward from the top edge.
  public var top: CGFloat
  /// Inward from the left edge.
  public var left: CGFloat
  /// Inward from the bottom edge.
  public var bottom: CGFloat
  /// Inward from the right edge.
  public var right: CGFloat
}

extension UIEdgeInsets {
  /// No inset on any edge.
  nonisolated public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

#if !canImport(CoreGraphics)
  // CoreGraphics (not in swift-corelibs-foundation), like the SDK's: Sendable, Equatable, not
  // Hashable. The double stores transforms and applies none (see `UIView.transform`).
  /// An affine transform `[a b 0; c d 0; tx ty 1]`, as CoreGraphics defines it.
  public struct CGAffineTransform: @unchecked Sendable, Equatable {
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Makes a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }
  }

  extension CGAffineTransform {
    /// The transform that changes nothing.
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
  }
#endif

extension NSValue {
  /// Wraps a rectangle (UIKit's `NSValue(cgRect:)`, as the keyboard notifications carry frames).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The rectangle the value wraps.
  public var cgRectValue: CGRect { rectValue }
}

extension IndexPath {
  /// The row: the second index (a table view's index path is `[section, row]`).
  public var row: Int { self[1] }
}
