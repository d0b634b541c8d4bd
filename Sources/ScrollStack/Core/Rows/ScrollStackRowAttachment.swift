import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackRowAttachment

/// Which rows have their view in the stack's view hierarchy.
///
/// Every row's controller is a child of the stack's controller from the moment the row is added
/// until it is removed, whatever the attachment: containment never changes while scrolling.
/// What follows attachment is the row's view in the stack, and, for a controller row, its
/// appearance: a row is *displayed* when its view joins the stack (its controller hears
/// `viewWillAppear`/`viewDidAppear` if the stack's controller is visible) and ends being
/// displayed when its view leaves (`viewWillDisappear`/`viewDidDisappear`), the way a cell's
/// controller follows its cell in a collection view.
///
/// Visibility tracking, delegate calls and queries do not depend on the attachment: a row's
/// `visibility`, index and place (`frameOfRow(index:)`) are the same whether its view is
/// displayed or not, and a row is displayed before the delegate hears it become visible. On
/// UIKit the view of a row that is not displayed keeps the frame it had when last displayed.
/// A controller row of a stack with no controller is no child: UIKit itself sends it appearance
/// calls as its view enters and leaves the window.
///
/// The default, ``automatic``, keeps every row in the hierarchy, as the seed library did, until
/// the stack holds more than ``automaticWindowingThreshold`` rows; only then does it window. What
/// windowing changes for your rows (fields that cannot become first responder, appearance calls
/// while scrolling, constraints to views outside the row) is listed at ``windowed(margin:)``.
public enum ScrollStackRowAttachment: Equatable, Sendable {
  /// Every row is displayed (the behaviour of the seed library). Costs a view in the hierarchy
  /// per row: choose it for stacks whose rows must always be in the hierarchy, whatever their
  /// number.
  case all

  /// Only the rows that overlap the visible area extended by `margin` points before and after
  /// it, along the axis, are displayed. A row that enters that area is displayed before it can
  /// be seen; one that leaves it is taken out of the hierarchy. To keep scrolling cheap the
  /// window is recomputed only once the visible area has moved by half the margin since the
  /// last time (or when the rows change), so a row may stay displayed up to one and a half
  /// margins away. A negative, NaN or infinite margin counts as zero.
  ///
  /// What a row outside the window lives with, as a cell outside a collection view's screen
  /// does: its view is in no window, so `becomeFirstResponder()` on a field in it returns
  /// `false` (a Return/Next chain, hardware-keyboard Tab or an AutoFill pair that reaches it
  /// stops; `makeFirstResponder(_:)` of the UIKit stack displays the row first), its controller
  /// hears `viewWillDisappear`/`viewDidDisappear` when it leaves the window (a player or an
  /// analytics timer pauses) and `viewWillAppear`/`viewDidAppear` when it comes back, and the
  /// constraints its content had to views outside the row are deactivated by UIKit as the view
  /// leaves the hierarchy (activate them again in `viewWillAppear`). A row holding the first
  /// responder stays displayed, with the rows just before and after it, so that a Return/Next
  /// chain to a neighbouring row goes on.
  case windowed(margin: CGFloat)

  /// Every row is displayed while the stack holds at most ``automaticWindowingThreshold`` rows;
  /// as soon as it would hold more (an insertion that takes it past the threshold switches
  /// before the new rows join, so they are never all displayed), it is windowed as
  /// ``standard``, and it displays every row again once it holds no more than half the
  /// threshold. The default. Screens of tens or hundreds of rows (forms, settings, profiles)
  /// never window; feeds of thousands do. Set ``all`` to keep every row whatever their number,
  /// or ``windowed(margin:)`` to window whatever their number.
  case automatic

  /// ``windowed(margin:)`` with a margin of ``standardMargin`` points: what ``automatic``
  /// switches to past ``automaticWindowingThreshold`` rows.
  public static var standard: ScrollStackRowAttachment { .windowed(margin: standardMargin) }

  /// The number of rows past which ``automatic`` windows: 500. Chosen from the benchmarks
  /// (Benchmarks/README.md, "Issue 22: every row in the hierarchy by default"): adding rows
  /// with every row displayed costs about 0.5 ms at 100 rows, 10 ms at 500 and 17 ms (a whole
  /// 60 Hz frame) at 1,000, growing faster than the rows, while a windowed stack adds 1,000 rows
  /// in about 1 ms; so up to 500 rows a stack is built within a frame with every row in the
  /// hierarchy, and past it the window pays.
  public static var automaticWindowingThreshold: Int { 500 }

  /// The margin of ``standard``: 800 points, about one phone screen, on each side.
  public static var standardMargin: CGFloat { 800 }

  /// The margin as used: zero for ``all`` and ``automatic`` (the engine uses the attachment
  /// ``automatic`` resolves to) and for a margin that is negative, NaN or infinite.
  var usableMargin: CGFloat {
    guard case .windowed(let margin) = self, margin.isFinite, margin > 0 else { return 0 }
    return margin
  }
}
