import Foundation
@_spi(Engine) import ScrollStack

// MARK: - ScrollStack + placedFrame

extension ScrollStack {
  /// Where `row` is placed: its view's frame when the row is displayed (its view is in the stack,
  /// placed by the last layout pass), else the frame the engine computed for it (a row outside
  /// the row window has no view in the stack, and UIKit would not place it), mirrored as the view
  /// would be in a horizontal stack under a right-to-left layout.
  @MainActor
  func placedFrame(of row: ScrollStackRow) -> CGRect {
    guard !row.isDisplayed, let layout = engine.layout(of: row) else { return row.frame }
    guard engine.layoutDirection.mirrorsRows(along: engine.axis) else { return layout.rowFrame }
    return layout.mirrored(inContentWidth: contentSize.width).rowFrame
  }

  /// ``placedFrame(of:)`` in the engine's coordinates: for a horizontal stack under a
  /// right-to-left layout, mirrored back across the content's width (the first row's edge at 0).
  @MainActor
  func placedFrameAsComputed(of row: ScrollStackRow) -> CGRect {
    var frame = placedFrame(of: row)
    if engine.layoutDirection.mirrorsRows(along: engine.axis) { frame.origin.x = contentSize.width - frame.maxX }
    return frame
  }
}
