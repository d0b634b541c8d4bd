import Foundation
@_spi(Engine) import ScrollStack

// MARK: - ScrollStack + layoutSnapshot

extension ScrollStack {
  /// The layout as text, a line per row: index, title, frame, visibility, and ` sep` when the
  /// separator shows. Made for reviewable snapshot tests: `0 Welcome (0, 0, 390, 120) entire sep`.
  ///
  /// The title is the row controller's `title`, else the content view's `accessibilityLabel`,
  /// else `row`. Any layout change still pending is made first (`layoutIfNeeded()`), so the
  /// frames are the ones the next screen shows. An empty stack gives an empty string.
  @MainActor
  public func layoutSnapshot() -> String {
    layoutIfNeeded()
    return zip(engine.rows, engine.rowLayouts()).enumerated().map { index, item in
      let (row, layout) = item
      let title = row.controller?.title ?? row.contentView.accessibilityLabel ?? "row"
      let separator = layout.isSeparatorVisible ? " sep" : ""
      return "\(index) \(title) \(layout.rowFrame.compactText) \(row.visibility)\(separator)"
    }.joined(separator: "\n")
  }
}
