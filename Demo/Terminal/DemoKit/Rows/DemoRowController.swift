import Foundation
import ScrollStackHeadless

/// The base of the Demo's row controllers: a titled controller that chooses its size, draws its
/// body as text and reports its hide/show transitions to the event log.
///
/// Subclasses override ``preferredSize(along:in:)`` and ``bodyLines(columns:)``.
@MainActor
public class DemoRowController: Headless.ViewController, Headless.ScrollStackContainableController,
  Headless.ScrollStackRowAnimatable
{
  // MARK: Lifecycle

  /// Creates a row controller titled `title`.
  init(title: String) {
    super.init()
    self.title = title
  }

  // MARK: Public

  /// The title drawn in the row box's top edge.
  public var rowTitle: String { title ?? "row" }

  /// Where the controller writes its transition events; set by ``DemoScreen``.
  public weak var eventLog: DemoEventLog?

  /// The row's size along `axis`; `nil` lets the content's own layout decide.
  public func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack) -> ScrollStackControllerSize? {
    nil
  }

  /// The text inside the row's box, for a box `columns` characters wide inside.
  public func bodyLines(columns: Int) -> [String] { [] }

  /// Asks ``preferredSize(along:in:)``.
  public func scrollStackRowSizeForAxis(
    _ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack
  ) -> ScrollStackControllerSize? {
    preferredSize(along: axis, in: stackView)
  }

  /// Records that a hide/show transition starts.
  public func willBeginAnimationTransition(toHide: Bool) {
    eventLog?.record("transition \(rowTitle) begins \(toHide ? "hiding" : "showing")")
  }

  /// Records that a hide/show transition ended (with a ``ManualScheduler``, on the frame the
  /// animation's time runs out).
  public func didEndAnimationTransition(toHide: Bool) {
    eventLog?.record("transition \(rowTitle) ends \(toHide ? "hidden" : "shown")")
  }
}

/// The first row: a fixed-size greeting.
@MainActor
public final class WelcomeController: DemoRowController {
  /// Creates the welcome row.
  public init() { super.init(title: "Welcome") }

  /// 120 points tall, or 180 points wide on a horizontal stack.
  public override func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 120 : 180)
  }

  /// A greeting and a hint.
  public override func bodyLines(columns: Int) -> [String] {
    TextWrapping.wrap("Every box is a row: a view controller in a headless ScrollStack.", columns: columns)
  }
}

/// A fixed-size gallery of pictures, like the seed's `GalleryVC`.
@MainActor
public final class GalleryController: DemoRowController {
  /// Creates the gallery row.
  public init() { super.init(title: "Gallery") }

  /// `.fixed(288)` tall, or `.fixed(300)` wide on a horizontal stack, whatever it shows.
  public override func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 288 : 300)
  }

  /// A grid of picture tiles.
  public override func bodyLines(columns: Int) -> [String] {
    let tiles = ["▓▓▓▓▓▓", "░░░░░░", "▒▒▒▒▒▒", "██████"]
    var lines = ["fixed size: 288 pt tall"]
    for band in 0..<8 {
      let row = (0..<8).map { tiles[($0 + band / 3) % tiles.count] }.joined(separator: " ")
      lines.append(String(row.prefix(columns)))
    }
    return lines
  }
}

/// A sign-up form field: a fixed-size row holding a ``Headless/TextField`` that takes the
/// focus, so the library's keyboard-safe stack keeps it above the keyboard.
@MainActor
public final class TextFieldController: DemoRowController {
  /// Creates a field titled `title` showing `placeholder`.
  public init(title: String, placeholder: String) {
    textField = Headless.TextField(placeholder: placeholder)
    super.init(title: title)
  }

  /// The field inside the row: the middle line of the row's box.
  public let textField: Headless.TextField

  /// Whether the field has the focus (the keyboard is up for it).
  public var isFocused: Bool { textField.isFirstResponder }

  /// A plain root view holding the field on the box's middle line.
  public override func loadView() {
    let root = Headless.View()
    textField.frame = CGRect(
      x: 2 * DemoMetrics.columnWidth, y: DemoMetrics.lineHeight, width: 30 * DemoMetrics.columnWidth,
      height: DemoMetrics.lineHeight)
    root.addSubview(textField)
    view = root
  }

  /// 72 points tall (three lines), or 200 points wide on a horizontal stack.
  public override func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 72 : 200)
  }

  /// The field, with a cursor when focused.
  public override func bodyLines(columns: Int) -> [String] {
    guard columns >= 4 else { return [] }
    let content = textField.text.isEmpty ? textField.placeholder : textField.text
    let inside = TextWrapping.fit((isFocused ? "▏" : " ") + content, columns: columns - 4)
    return ["[ " + inside + " ]"]
  }
}
