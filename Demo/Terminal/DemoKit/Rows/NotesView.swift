import Foundation
import ScrollStack

// MARK: - NotesView

/// The notes row's root view: a ``NotesTextView`` pinned inside the row's box by Auto Layout
/// constraints (a border line above and below, two columns on each side), so the stack's
/// `systemLayoutSizeFitting` measures the row from the text.
///
/// As for a multi-line label, the text needs a wrap width before it can be measured: given a
/// width (vertical stack), the text wraps inside it; given a height (horizontal stack), at the
/// narrowest width whose lines fit in it.
@MainActor
public final class NotesView: UIView {
  // MARK: Lifecycle

  /// Creates the view around `textView`.
  public init(textView: NotesTextView) {
    self.textView = textView
    super.init(frame: .zero)
    textView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(textView)
    let side = DemoMetrics.boxHorizontalChrome / 2
    let edge = DemoMetrics.boxVerticalChrome / 2
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: side),
      textView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -side),
      textView.topAnchor.constraint(equalTo: topAnchor, constant: edge),
      textView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -edge),
    ])
  }

  /// Not used: the Demo builds its views in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The text, pinned inside the box.
  public let textView: NotesTextView

  /// Sets the text's wrap width for the fixed dimension of `targetSize`, then lets Auto Layout
  /// measure.
  public override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if horizontalFittingPriority == .required {
      textView.preferredMaxLayoutWidth =
        CGFloat(DemoMetrics.innerColumns(forWidth: targetSize.width)) * DemoMetrics.columnWidth
    } else if verticalFittingPriority == .required {
      textView.preferredMaxLayoutWidth = narrowestWrapWidth(forHeight: targetSize.height)
    }
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  // MARK: Private

  /// The narrowest wrap width whose lines fit in a box `height` points tall.
  private func narrowestWrapWidth(forHeight height: CGFloat) -> CGFloat {
    let text = textView.text
    let availableLines = Swift.max(1, DemoMetrics.innerLines(forHeight: height))
    var columns = Swift.max(8, text.count / availableLines)
    while columns < text.count, TextWrapping.wrap(text, columns: columns).count > availableLines {
      columns += 1
    }
    return CGFloat(columns) * DemoMetrics.columnWidth
  }
}
