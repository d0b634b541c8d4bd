// Interface module for type-checking UIKit code on Linux. Declarations only; never run.
// Signatures: ../../../shared/reference/uikit-signatures.md (source tags in its key).

@_exported import Foundation

/// Stand-in for the Objective-C runtime's selector type (no `#selector` on Linux).
public struct Selector: Hashable, Sendable {
  public init(_ name: String) { fatalError() }
}

// MARK: Geometry (UIGeometry.h; H16, AN16, OV16)

public struct UIEdgeInsets: @unchecked Sendable, Equatable {
  public init() { fatalError() }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
}

extension UIEdgeInsets {
  nonisolated public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

public struct UIRectEdge: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var top: UIRectEdge { fatalError() }
  public static var left: UIRectEdge { fatalError() }
  public static var bottom: UIRectEdge { fatalError() }
  public static var right: UIRectEdge { fatalError() }
  public static var all: UIRectEdge { fatalError() }
}

public struct CGAffineTransform: Equatable {
  public init() { fatalError() }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
}

extension CGAffineTransform {
  public static var identity: CGAffineTransform { fatalError() }
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
}

extension NSValue {
  // Class factories +valueWithCGRect: import as initializers; declared as conveniences here.
  public convenience init(cgRect rect: CGRect) { fatalError() }
  public var cgRectValue: CGRect { fatalError() }
}

extension IndexPath {
  // UIKit overlay (NSIndexPath+UIKitAdditions).
  public init(row: Int, section: Int) { fatalError() }
  public var section: Int { fatalError() }
  public var row: Int { fatalError() }
}
