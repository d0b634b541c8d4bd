import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + LayoutDirection

// The directional (leading/trailing) form of the settings new rows get, for the platform's
// directional properties (UIKit: `directionalRowInsets`, `NSDirectionalEdgeInsets`).
extension ScrollStackEngine {
  /// One of the three insets settings new rows get, in directional terms under the platform's
  /// current layout direction (an absolute value converted).
  package func defaultDirectionalInsets(_ setting: RowDirectionalSettings) -> StackDirectionalEdgeInsets {
    defaults.layout.directional(setting, in: currentLayoutDirection)
  }

  /// Sets one of the three insets settings new rows get to directional insets (leading is right
  /// in a right-to-left layout). Non-finite values are reported (`invalidSize`) under
  /// `operation` and count as zero. Existing rows keep theirs.
  package func setDefaultInsets(
    _ setting: RowDirectionalSettings, directional value: StackDirectionalEdgeInsets, _ operation: String
  ) {
    let stored = StackEdgeInsets(top: value.top, left: value.leading, bottom: value.bottom, right: value.trailing)
    defaults.setInsets(setting, sanitizedInsets(stored, operation), isDirectional: true)
  }

  /// The frame of the row at `index` where the platform places it: ``rowFrame(at:)``, mirrored
  /// across the content's width in a mirrored stack (``StackLayoutDirection/mirrorsRows(along:)``).
  package func placedRowFrame(at index: Int) -> CGRect {
    var frame = rowFrame(at: index)
    if layoutDirection.mirrorsRows(along: axis) { frame.origin.x = extents.total - frame.maxX }
    return frame
  }
}
