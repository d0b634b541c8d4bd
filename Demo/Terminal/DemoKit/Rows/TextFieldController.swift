import Foundation
import ScrollStack

// MARK: - TextFieldController

/// A sign-up form field: a fixed-size row holding a `UITextField` that takes the focus (and
/// raises the keyboard), so the library's keyboard-safe stack keeps it above the keyboard.
@MainActor
public final class TextFieldController: DemoRowController {
  // MARK: Lifecycle

  /// Creates a field titled `title` showing `placeholder`.
  public init(title: String, placeholder: String) {
    textField = UITextField(frame: .zero)
    textField.placeholder = placeholder
    super.init(title: title)
  }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The field inside the row: the middle line of the row's box.
  public let textField: UITextField

  /// Whether the field has the focus (the keyboard is up for it).
  public var isFocused: Bool { textField.isFirstResponder }

  /// A plain root view holding the field on the box's middle line.
  public override func loadView() {
    let root = UIView(frame: .zero)
    textField.frame = CGRect(
      x: 2 * DemoMetrics.columnWidth, y: DemoMetrics.lineHeight, width: 30 * DemoMetrics.columnWidth,
      height: DemoMetrics.lineHeight)
    root.addSubview(textField)
    view = root
  }

  /// 72 points tall (three lines), or 200 points wide on a horizontal stack.
  public override func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 72 : 200)
  }

  /// The field, with a cursor when focused.
  public override func bodyLines(columns: Int) -> [String] {
    guard columns >= 4 else { return [] }
    let text = textField.text ?? ""
    let content = text.isEmpty ? textField.placeholder ?? "" : text
    let inside = TextWrapping.fit((isFocused ? "▏" : " ") + content, columns: columns - 4)
    return ["[ " + inside + " ]"]
  }
}
