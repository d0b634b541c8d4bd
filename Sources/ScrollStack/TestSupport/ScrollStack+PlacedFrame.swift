import Foundation
@_spi(Engine) import ScrollStack

// MARK: - ScrollStack + placedFrame

extension ScrollStack {
  /// Where `row` is placed: its view's frame when the row is displayed (its view is in the stack,
  /// placed by the last layout pass), else the frame the engine computed for it (a row outside
  /// the row window has no view in the stack, and UIKit would not place it).
  @MainActor
  func placedFrame(of row: ScrollStackRow) -> CGRect {
    guard !row.isDisplayed, let layout = engine.layout(of: row) else { return row.frame }
    return layout.rowFrame
  }
}
