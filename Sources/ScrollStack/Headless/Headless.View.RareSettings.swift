import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.View.RareSettings

extension Headless.View {
  /// The settings of a view that most views never change, kept apart (see `View.alpha`,
  /// `backgroundColor`, `accessibilityLabel`) so that views that do not change them do not
  /// carry them.
  final class RareSettings {
    // MARK: Internal

    /// The view's opacity.
    var alpha: CGFloat = 1
    /// The view's background colour.
    var backgroundColor: Headless.Color?
    /// The view's label.
    var accessibilityLabel: String?
    /// A stack row's highlight colour, set through ScrollStackController's `rowHighlightColor`.
    var highlightColor: Headless.Color?
  }
}
