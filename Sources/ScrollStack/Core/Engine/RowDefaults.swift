import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowDefaults

/// The settings a stack gives each new row. The rows made while the defaults stay the same share
/// one ``RowLayoutSettings``.
struct RowDefaults: Equatable, Sendable {
  // MARK: Internal

  /// The layout settings every new row starts with (see ``RowLayoutSettings`` for the defaults).
  private(set) var layout = RowLayoutSettings()
  var isSeparatorHidden = false

  var insets: StackEdgeInsets {
    get { layout.insets }
    set { layout = layout.replacing(insets: newValue) }
  }

  var padding: StackEdgeInsets {
    get { layout.padding }
    set { layout = layout.replacing(padding: newValue) }
  }

  var separatorInsets: StackEdgeInsets {
    get { layout.separatorInsets }
    set { layout = layout.replacing(separatorInsets: newValue) }
  }

  /// Sets one of the three insets settings new rows get, absolute or directional (for a
  /// directional value, `left` is leading).
  mutating func setInsets(_ setting: RowDirectionalSettings, _ value: StackEdgeInsets, isDirectional: Bool) {
    layout = layout.replacing(setting, with: value, isDirectional: isDirectional)
  }

  var separatorThickness: CGFloat {
    get { layout.separatorThickness }
    set { layout = layout.replacing(separatorThickness: newValue) }
  }
}
