import Foundation
import ScrollStackHeadless

// MARK: - NotesTextView

/// A view showing wrapped text, measured from its text like a non-scrolling `UITextView`.
@MainActor
public final class NotesTextView: Headless.View {
  // MARK: Lifecycle

  /// Creates a view showing `text`.
  public init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  // MARK: Public

  /// The text shown; change it, then reload the row.
  public var text: String

  /// Given a width (vertical stack), the height the wrapped text needs; given a height
  /// (horizontal stack), the narrowest width whose wrapping fits in it. Both include the box.
  public override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    if targetSize.width > 0 {
      let columns = DemoMetrics.innerColumns(forWidth: targetSize.width)
      let lines = TextWrapping.wrap(text, columns: columns).count
      return CGSize(
        width: targetSize.width, height: CGFloat(lines) * DemoMetrics.lineHeight + DemoMetrics.boxVerticalChrome)
    }
    let availableLines = Swift.max(1, DemoMetrics.innerLines(forHeight: targetSize.height))
    var columns = Swift.max(8, text.count / availableLines)
    while columns < text.count, TextWrapping.wrap(text, columns: columns).count > availableLines {
      columns += 1
    }
    return CGSize(
      width: CGFloat(columns) * DemoMetrics.columnWidth + DemoMetrics.boxHorizontalChrome,
      height: targetSize.height)
  }
}
