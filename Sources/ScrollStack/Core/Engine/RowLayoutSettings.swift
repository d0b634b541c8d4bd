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
    separatorInsets: StackEdgeInsets = StackEdgeInsets(left: 15), separatorThickness: CGFloat = 1,
    directional: RowDirectionalSettings = .separatorInsets
  ) {
    self.directional = directional
    self.insets = insets
    self.padding = padding
    self.separatorInsets = separatorInsets
    self.separatorThickness = separatorThickness
    hasNegativeSpacing =
      insets.top < 0 || insets.left < 0 || insets.bottom < 0 || insets.right < 0 || padding.top < 0
      || padding.left < 0 || padding.bottom < 0 || padding.right < 0
  }

  // MARK: Internal

  /// Which of ``insets``, ``padding`` and ``separatorInsets`` have leading/trailing meaning (their
  /// `left` is leading, their `right` trailing); the others are absolute.
  let directional: RowDirectionalSettings
  /// Space between the row's edges and its content.
  let insets: StackEdgeInsets
  /// Space between the row's edges and the stack (or the neighbouring rows).
  let padding: StackEdgeInsets
  /// Insets of the separator across the axis (left/right on a vertical stack); by default the
  /// 15-point leading inset of UIKit's table views (directional: on the right under a
  /// right-to-left layout).
  let separatorInsets: StackEdgeInsets
  /// The separator's thickness along the axis, in points.
  let separatorThickness: CGFloat
  /// Whether an inset or a padding is negative: without one, a row's padding, insets and a
  /// length that is not negative add up to no negative length (a measure checks it for nothing).
  let hasNegativeSpacing: Bool

  static func == (lhs: RowLayoutSettings, rhs: RowLayoutSettings) -> Bool {
    lhs === rhs
      || (lhs.insets == rhs.insets && lhs.padding == rhs.padding && lhs.separatorInsets == rhs.separatorInsets
        && lhs.separatorThickness == rhs.separatorThickness && lhs.directional == rhs.directional)
  }

  /// The insets, padding and separator insets as the engine lays them out for a stack along
  /// `axis` in `direction` (see ``StackEdgeInsets/laidOut(isDirectional:in:along:)``).
  func laidOut(
    in direction: StackLayoutDirection, along axis: StackAxis
  ) -> (insets: StackEdgeInsets, padding: StackEdgeInsets, separatorInsets: StackEdgeInsets) {
    // Nearly every stack is left to right and vertical: nothing to resolve.
    guard direction == .rightToLeft else { return (insets, padding, separatorInsets) }
    return (
      insets.laidOut(isDirectional: directional.contains(.insets), in: direction, along: axis),
      padding.laidOut(isDirectional: directional.contains(.padding), in: direction, along: axis),
      separatorInsets.laidOut(isDirectional: directional.contains(.separatorInsets), in: direction, along: axis)
    )
  }

  /// One of the three insets settings (`setting` names which) in absolute terms under
  /// `direction`: a directional value resolved, an absolute one as stored.
  func absolute(_ setting: RowDirectionalSettings, in direction: StackLayoutDirection) -> StackEdgeInsets {
    let value = stored(setting)
    guard directional.contains(setting) else { return value }
    return StackDirectionalEdgeInsets(top: value.top, leading: value.left, bottom: value.bottom, trailing: value.right)
      .resolved(in: direction)
  }

  /// One of the three insets settings (`setting` names which) in directional terms under
  /// `direction`: a directional value as stored, an absolute one converted.
  func directional(_ setting: RowDirectionalSettings, in direction: StackLayoutDirection) -> StackDirectionalEdgeInsets
  {
    let value = stored(setting)
    guard !directional.contains(setting) else {
      return StackDirectionalEdgeInsets(
        top: value.top, leading: value.left, bottom: value.bottom, trailing: value.right)
    }
    return StackDirectionalEdgeInsets(value, in: direction)
  }

  /// The stored value of one of the three insets settings.
  func stored(_ setting: RowDirectionalSettings) -> StackEdgeInsets {
    switch setting {
    case .padding: padding
    case .separatorInsets: separatorInsets
    default: insets
    }
  }

  /// These settings with the given ones replaced (`nil`: kept).
  func replacing(
    insets: StackEdgeInsets? = nil, padding: StackEdgeInsets? = nil, separatorInsets: StackEdgeInsets? = nil,
    separatorThickness: CGFloat? = nil, directional: RowDirectionalSettings? = nil
  ) -> RowLayoutSettings {
    RowLayoutSettings(
      insets: insets ?? self.insets, padding: padding ?? self.padding,
      separatorInsets: separatorInsets ?? self.separatorInsets,
      separatorThickness: separatorThickness ?? self.separatorThickness, directional: directional ?? self.directional)
  }

  /// These settings with `setting` (one of the three insets settings) set to `value`, absolute
  /// or directional as `isDirectional` says (for a directional value, `left` is leading).
  func replacing(_ setting: RowDirectionalSettings, with value: StackEdgeInsets, isDirectional: Bool)
    -> RowLayoutSettings
  {
    let kinds = isDirectional ? directional.union(setting) : directional.subtracting(setting)
    switch setting {
    case .padding: return replacing(padding: value, directional: kinds)
    case .separatorInsets: return replacing(separatorInsets: value, directional: kinds)
    default: return replacing(insets: value, directional: kinds)
    }
  }
}
