import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollStackSeparator

extension Headless {
  /// The separator line at the trailing edge of a row.
  @MainActor
  public final class ScrollStackSeparator: View {
    // MARK: Lifecycle

    init(color: Color, rowState: RowState) {
      self.color = color
      self.rowState = rowState
      super.init(frame: .zero)
      backgroundColor = color
    }

    // MARK: Public

    /// The line's colour; the stack's `separatorColor` when the row was made.
    public var color: Color {
      didSet { backgroundColor = color }
    }

    /// The line's thickness along the axis, in points; 1 by default. NaN, infinite or negative
    /// values are reported (``StackDiagnostic/Kind/invalidSize``) and ignored.
    public var thickness: CGFloat {
      get { rowState?.separatorThickness ?? 1 }
      set {
        rowState?.setSeparatorThickness(newValue, "separatorView.thickness")
      }
    }

    // MARK: Internal

    weak var rowState: RowState?
  }
}
