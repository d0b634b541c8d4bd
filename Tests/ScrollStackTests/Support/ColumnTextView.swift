import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - ColumnTextView

/// The horizontal twin of ``TextView``: text set in 20-point lines of 10-point characters, as
/// many lines as fit in the height it is given; its width is that of the longest line.
@MainActor
final class ColumnTextView: UIView {
  var text: String
  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let lines = Swift.max(1, Int(targetSize.height / 20))
    let charactersPerLine = (text.count + lines - 1) / lines
    return CGSize(width: CGFloat(charactersPerLine * 10), height: CGFloat(Swift.min(lines, text.count) * 20))
  }
}
