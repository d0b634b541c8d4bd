import Foundation
import ScrollStackHeadless

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

  // MARK: Public

  /// The view that measures the text.
  public let textView: NotesTextView

  /// Makes the text view the root view.
  public override func loadView() {
    view = textView
  }

  /// `.fitLayoutForAxis`: the row is as long as its wrapped text.
  public override func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fitLayoutForAxis
  }

  /// The text, wrapped to the box.
  public override func bodyLines(columns: Int) -> [String] {
    TextWrapping.wrap(textView.text, columns: columns)
  }
}
