import Foundation
import ScrollStackHeadless

// MARK: - DemoRowController

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
