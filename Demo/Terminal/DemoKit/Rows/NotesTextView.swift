import Foundation
import ScrollStack

// MARK: - NotesTextView

/// Wrapped monospaced text, measured like a multi-line `UILabel`: its intrinsic size is its text
/// broken into lines at word boundaries at ``preferredMaxLayoutWidth`` (one ``DemoMetrics``
/// column per character, one line height per line), so Auto Layout sizes whatever holds it.
@MainActor
public final class NotesTextView: UIView {
  // MARK: Lifecycle

  /// Creates a view showing `text`.
  public init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  /// Not used: the Demo builds its views in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The text shown; changing it changes the intrinsic size, which the row follows.
  public var text: String {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The width the text wraps at, as `UILabel`'s; 0 (the default) keeps it on one line.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's lines at ``preferredMaxLayoutWidth``.
  public var lines: [String] {
    guard preferredMaxLayoutWidth > 0 else { return [text] }
    let columns = Swift.max(1, Int((preferredMaxLayoutWidth / DemoMetrics.columnWidth).rounded(.down)))
    return TextWrapping.wrap(text, columns: columns)
  }

  /// As wide as the wrap width (or the one line) and one line height per line.
  public override var intrinsicContentSize: CGSize {
    let lines = self.lines
    let width =
      preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : CGFloat(lines.map(\.count).max() ?? 0) * DemoMetrics.columnWidth
    return CGSize(width: width, height: CGFloat(lines.count) * DemoMetrics.lineHeight)
  }
}
