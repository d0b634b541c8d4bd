import Foundation
import ScrollStack

// MARK: - NotesController

/// Notes whose row follows the length of their text, like the seed's `NotesVC`.
@MainActor
public final class NotesController: DemoRowController {
  // MARK: Lifecycle

  /// Creates the notes row with `text`.
  public init(text: String) {
    textView = NotesTextView(text: text)
    super.init(title: "Notes")
  }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The view that measures the text.
  public let textView: NotesTextView

  /// Makes a ``NotesView`` around the text the root view.
  public override func loadView() {
    view = NotesView(textView: textView)
  }

  /// `.fitLayoutForAxis`: Auto Layout measures the row from its wrapped text.
  public override func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fitLayoutForAxis
  }

  /// The text, wrapped to the box.
  public override func bodyLines(columns: Int) -> [String] {
    TextWrapping.wrap(textView.text, columns: columns)
  }
}
