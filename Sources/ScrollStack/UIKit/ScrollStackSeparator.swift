@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackSeparator

/// The separator line at the trailing edge of a row (the bottom on a vertical stack).
///
/// The stack places it: a line of ``thickness`` across the row, inset by the row's
/// `separatorInsets`, hidden with the row's `isSeparatorHidden` and by
/// `autoHideLastRowSeparator`.
@MainActor
public final class ScrollStackSeparator: UIView {
  // MARK: Lifecycle

  init(color: UIColor, rowState: RowState) {
    self.color = color
    self.rowState = rowState
    super.init(frame: .zero)
    backgroundColor = color
    isUserInteractionEnabled = false
  }

  /// Not supported: separators are made by their row.
  @available(*, unavailable, message: "Separators are created by their row.")
  public required init?(coder: NSCoder) {
    nil
  }

  // MARK: Public

  /// The line's colour; the stack's `separatorColor` when the row was made.
  public var color: UIColor {
    didSet { backgroundColor = color }
  }

  /// The line's thickness along the axis, in points; 1 by default. NaN, infinite or negative
  /// values are reported (``StackDiagnostic/Kind/invalidSize``) and ignored. Setting it lays the
  /// stack out in the next layout pass, one pass for all the row settings changed meanwhile.
  public var thickness: CGFloat {
    get { rowState.separatorThickness }
    set {
      rowState.setSeparatorThickness(newValue, "separatorView.thickness")
    }
  }

  // MARK: Private

  /// Its row's state, held strongly: the state holds no view, so there is no cycle, and a
  /// weak reference would give every row's state a side table (slower reference counting).
  private let rowState: RowState
}
