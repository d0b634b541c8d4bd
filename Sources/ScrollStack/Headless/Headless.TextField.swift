import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.TextField

extension Headless {
  /// A single-line text field: a view that can take keyboard focus.
  @MainActor
  public final class TextField: View {
    // MARK: Lifecycle

    /// Creates a field showing `placeholder`, 44 points tall.
    public init(placeholder: String = "") {
      self.placeholder = placeholder
      super.init(frame: .zero)
      intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 44)
      accessibilityLabel = placeholder
    }

    // MARK: Public

    /// The text typed so far; empty by default.
    public var text = ""
    /// The hint shown while the field is empty.
    public var placeholder: String

    /// `true`: a text field takes keyboard focus.
    public override var canBecomeFirstResponder: Bool { true }
  }
}
