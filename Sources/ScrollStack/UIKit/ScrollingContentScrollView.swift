@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollingContentScrollView

/// The scroll view of a ``ScrollingContentViewController`` or ``ScrollingContentViewManager``:
/// a `UIScrollView` whose scroll-to-visible requests keep a margin on both axes and wait for
/// the keyboard to settle.
///
/// Inside a manager and in a window, every request — yours and the ones UIKit makes to reveal a
/// text field — passes through the keyboard filter and is resolved against the layout as it is
/// when the filter fires, so a keyboard that resizes the content does not make it scroll too
/// far. On its own, or out of any window (where no keyboard reaches it), requests apply at
/// once.
@MainActor
open class ScrollingContentScrollView: UIScrollView {
  // MARK: Public

  /// The room, in points, kept around a rectangle on every side when scrolling it into view
  /// (the first responder included); 0 by default, UIKit's behaviour. Negative or non-finite
  /// values are reported and count as 0.
  public var visibilityScrollMargin: CGFloat {
    get { requests.visibilityScrollMargin }
    set { requests.visibilityScrollMargin = newValue }
  }

  /// Scrolls as little as possible to make `rect` (in the scroll view's content coordinates)
  /// visible with `margin` points of room on every side (``visibilityScrollMargin`` when
  /// `nil`). A rectangle that is not finite, or lies entirely outside the content, is reported
  /// and ignored.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool, margin: CGFloat? = nil) {
    requests.request(
      .target(.contentRect(rect)), animated: animated, margin: margin,
      operation: "scrollRectToVisible(_:animated:margin:)")
  }

  /// Scrolls as little as possible to make `view` (a descendant of this scroll view) visible
  /// with `margin` points of room on every side (``visibilityScrollMargin`` when `nil`).
  /// A view that is not inside the scroll view is reported and ignored.
  public func scrollViewToVisible(_ view: UIView, animated: Bool, margin: CGFloat? = nil) {
    requests.request(
      .target(.view(view, in: self)), animated: animated, margin: margin,
      operation: "scrollViewToVisible(_:animated:margin:)")
  }

  /// Scrolls as little as possible to make the first responder inside this scroll view
  /// visible with `margin` points of room on every side (``visibilityScrollMargin`` when
  /// `nil`). Does nothing without a first responder.
  public func scrollFirstResponderToVisible(animated: Bool, margin: CGFloat? = nil) {
    requests.request(
      .firstResponder, animated: animated, margin: margin,
      operation: "scrollFirstResponderToVisible(animated:margin:)")
  }

  /// UIKit's own request, sent for instance to reveal a text field that became first
  /// responder: kept relative to the first responder (when the rectangle belongs to it) so it
  /// still points at the field after the keyboard changed the layout, and sent with
  /// ``visibilityScrollMargin``.
  open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    requests.systemRequest(rect, animated: animated, in: self)
  }

  /// Lets the manager update the content's minimum size (before the constraints are solved, so
  /// a changed minimum applies in this pass) and the keyboard inputs.
  open override func layoutSubviews() {
    onWillLayout?()
    super.layoutSubviews()
    onLayout?()
  }

  /// Brings the keyboard inputs up to date when the scroll view entered or left a window
  /// (with its host, or with a container the host is nested in).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    routeRequests()
    keyboard?.hostDidLayout()
  }

  // MARK: Internal

  /// The keyboard binding of the manager that owns this scroll view, if any.
  weak var keyboard: KeyboardAvoidanceBinding? {
    didSet { routeRequests() }
  }

  /// Called at the start of every layout pass, before the constraints are solved.
  var onWillLayout: (() -> Void)?

  /// Called at the end of every layout pass.
  var onLayout: (() -> Void)?

  /// Core's scroll requests of this scroll view.
  private(set) lazy var requests = ScrollRequestRouter.make(for: self, writer: .settingContentOffset(of: self))

  // MARK: Private

  /// Sends the scroll requests through the keyboard filter while the scroll view is in a
  /// window with a manager's keyboard binding; out of a window they apply at once.
  private func routeRequests() {
    requests.avoidance = window == nil ? nil : keyboard?.avoidance
  }
}
