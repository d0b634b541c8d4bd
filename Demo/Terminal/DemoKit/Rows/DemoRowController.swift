import Foundation
import ScrollStack

// MARK: - DemoRowController

/// The base of the Demo's row controllers: a titled view controller that chooses its size, draws
/// its body as text and reports its hide/show transitions to the event log.
///
/// Subclasses override ``preferredSize(along:in:)`` and ``bodyLines(columns:)``.
@MainActor
public class DemoRowController: UIViewController, ScrollStackContainableController, ScrollStackRowAnimatable {
  // MARK: Lifecycle

  /// Creates a row controller titled `title`.
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The title drawn in the row box's top edge.
  public var rowTitle: String { title ?? "row" }

  /// Where the controller writes its transition events; set by ``DemoScreen``.
  public weak var eventLog: DemoEventLog?

  /// The timing of the row's hide/show transition: the library's default, 0.25 s.
  public var animationInfo: ScrollStackAnimationInfo { .default }

  /// The row's size along `axis`; `nil` lets the content's own layout decide.
  public func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack) -> ScrollStackControllerSize? {
    nil
  }

  /// The text inside the row's box, for a box `columns` characters wide inside.
  public func bodyLines(columns: Int) -> [String] { [] }

  /// Asks ``preferredSize(along:in:)``.
  public func scrollStackRowSizeForAxis(
    _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
  ) -> ScrollStackControllerSize? {
    preferredSize(along: axis, in: stackView)
  }

  /// Records that a hide/show transition starts.
  public func willBeginAnimationTransition(toHide: Bool) {
    eventLog?.record("transition \(rowTitle) begins \(toHide ? "hiding" : "showing")")
  }

  /// Records that a hide/show transition ended (on the frame where the animation's time runs out
  /// on the double's clock).
  public func didEndAnimationTransition(toHide: Bool) {
    eventLog?.record("transition \(rowTitle) ends \(toHide ? "hidden" : "shown")")
  }
}
