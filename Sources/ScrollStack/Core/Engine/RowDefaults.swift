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

  var separatorThickness: CGFloat {
    get { layout.separatorThickness }
    set { layout = layout.replacing(separatorThickness: newValue) }
  }
}
