import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowDefaults

/// The settings a stack gives each new row.
struct RowDefaults: Equatable, Sendable {
  // MARK: Internal

  var insets = StackEdgeInsets.zero
  var padding = StackEdgeInsets.zero
  var isSeparatorHidden = false
  /// The inset UIKit's table views use for their separators: 15 points on the leading edge.
  var separatorInsets = StackEdgeInsets(left: 15)
  var separatorThickness: CGFloat = 1
}
