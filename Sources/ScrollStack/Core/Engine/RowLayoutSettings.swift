import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowLayoutSettings

/// A row's insets, padding and separator geometry, immutable and shared.
///
/// Nearly every row keeps the settings its stack gave it, so rows made with the same defaults
/// hold one instance (8 bytes a row instead of 104); a change to one row makes it a new one.
/// A row that must remember its settings from before a change keeps the old instance.
final class RowLayoutSettings: Equatable, Sendable {
  // MARK: Lifecycle

  init(
    insets: StackEdgeInsets = .zero, padding: StackEdgeInsets = .zero,
    separatorInsets: StackEdgeInsets = StackEdgeInsets(left: 15), separatorThickness: CGFloat = 1
  ) {
    self.insets = insets
    self.padding = padding
    self.separatorInsets = separatorInsets
    self.separatorThickness = separatorThickness
  }

  // MARK: Internal

  /// Space between the row's edges and its content.
  let insets: StackEdgeInsets
  /// Space between the row's edges and the stack (or the neighbouring rows).
  let padding: StackEdgeInsets
  /// Insets of the separator across the axis (left/right on a vertical stack); by default the
  /// 15-point leading inset of UIKit's table views.
  let separatorInsets: StackEdgeInsets
  /// The separator's thickness along the axis, in points.
  let separatorThickness: CGFloat

  static func == (lhs: RowLayoutSettings, rhs: RowLayoutSettings) -> Bool {
    lhs === rhs
      || (lhs.insets == rhs.insets && lhs.padding == rhs.padding && lhs.separatorInsets == rhs.separatorInsets
        && lhs.separatorThickness == rhs.separatorThickness)
  }

  /// These settings with the given ones replaced (`nil`: kept).
  func replacing(
    insets: StackEdgeInsets? = nil, padding: StackEdgeInsets? = nil, separatorInsets: StackEdgeInsets? = nil,
    separatorThickness: CGFloat? = nil
  ) -> RowLayoutSettings {
    RowLayoutSettings(
      insets: insets ?? self.insets, padding: padding ?? self.padding,
      separatorInsets: separatorInsets ?? self.separatorInsets,
      separatorThickness: separatorThickness ?? self.separatorThickness)
  }
}
