import Foundation
import ScrollStack

// MARK: - NaiveStack.Row

extension NaiveStack {
  /// One row of the naive stack: its view, its measured height, whether it is hidden, and the
  /// frame and visibility the last full pass gave it.
  @MainActor
  final class Row {
    // MARK: Lifecycle

    init(view: IntrinsicSizeView, height: CGFloat) {
      self.view = view
      self.height = height
    }

    // MARK: Internal

    /// The view the row shows.
    let view: IntrinsicSizeView
    /// The view's length along the stack's axis (its height when vertical), as last measured.
    var height: CGFloat
    /// Whether the row is hidden (it then takes no space).
    var isHidden = false
    /// The row's frame in content coordinates, as of the last layout pass.
    var frame: CGRect = .zero
    /// Whether the row is displayed, as of the last attachment change.
    var isDisplayed = true
    /// The row's visibility, as of the last visibility pass.
    var visibility: ScrollStackRowVisibility = .offscreen
  }
}
