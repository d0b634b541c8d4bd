// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A note whose row grows and shrinks with its text: the text view's intrinsic height changes
  /// with each line, Auto Layout lays the row out again, and the row follows (no `reloadRow`).
  final class NotesViewController: UIViewController, ScrollStackContainableController {
    private let textView = UITextView()

    override func loadView() {
      let view = UIView()
      view.backgroundColor = .systemBackground
      textView.text = "Notes follow their text: type here and the row grows with every line."
      textView.font = .preferredFont(forTextStyle: .body)
      textView.adjustsFontForContentSizeCategory = true
      // Not scrolling, so its intrinsic height is the height of its text.
      textView.isScrollEnabled = false
      textView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(textView)
      NSLayoutConstraint.activate([
        textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        textView.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
        textView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
        textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ])
      self.view = view
    }

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStack.ControllerSize?
    {
      .fitLayoutForAxis
    }
  }
#endif
