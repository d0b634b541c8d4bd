import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.Color

extension Headless {
  /// A colour, as red, green, blue and alpha components from 0 to 1.
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    // MARK: Lifecycle

    /// Creates a colour; `alpha` defaults to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    // MARK: Public

    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// The light grey UIKit uses for separators.
    public static let separator = Color(red: 0.78, green: 0.78, blue: 0.8)

    /// `rgba(r, g, b, a)` with components from 0 to 255 (alpha from 0 to 1).
    ///
    /// Components outside 0...1 (infinities included) are shown clamped to that range and a NaN
    /// component is shown as `nan`, so describing any colour is safe.
    public var description: String {
      "rgba(\(Self.byteText(red)), \(Self.byteText(green)), \(Self.byteText(blue)), \(Self.unitText(alpha)))"
    }

    // MARK: Private

    /// A component as a whole number from 0 to 255 (truncated), or `nan`.
    private static func byteText(_ component: Double) -> String {
      guard !component.isNaN else { return "nan" }
      return String(Int(Swift.min(Swift.max(component, 0), 1) * 255))
    }

    /// A component clamped to 0...1, or `nan`.
    private static func unitText(_ component: Double) -> String {
      guard !component.isNaN else { return "nan" }
      return "\(Swift.min(Swift.max(component, 0), 1))"
    }
  }
}
