#if canImport(UIKit)
  import UIKit
  @_spi(Engine) import ScrollStackCore

  /// Adopted by a row's view controller to choose its size and to hear about reloads.
  ///
  /// Both requirements have default implementations: no size (the content's own Auto Layout
  /// decides, measured with `systemLayoutSizeFitting`) and no reload work.
  ///
  /// ```swift
  /// final class GalleryController: UIViewController, ScrollStackContainableController {
  ///   func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
  ///                                  in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
  ///     axis == .vertical ? .fixed(500) : .fixed(300)
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ScrollStackContainableController: AnyObject {
    /// The row's length along `axis` (the stack's axis), or `nil` to let the content's own layout
    /// decide. The length across the axis is always the stack's.
    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStack.ControllerSize?
    /// Called by `reloadRow`, before the row is measured again: refresh the content here.
    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool)
  }

  /// Adopted by a row's view controller or content view to show a highlight while a tappable
  /// row is touched.
  ///
  /// Only rows with an `onTap` highlight. The controller is asked first, then the content view.
  /// The change is animated by the stack (`highlightAnimationDuration`).
  @MainActor
  public protocol ScrollStackRowHighlightable: AnyObject {
    /// Whether the row highlights when touched; `true` by default.
    var isHighlightable: Bool { get }
    /// Shows or removes the highlight, e.g. by changing a background colour.
    func setIsHighlighted(_ isHighlighted: Bool)
  }

  /// Adopted by a row's view controller or content view for a custom hide/show transition.
  ///
  /// The stack calls ``willBeginAnimationTransition(toHide:)``, then
  /// ``animateTransition(toHide:)`` inside a `UIView.animate` block with ``animationInfo``'s
  /// timing, then ``didEndAnimationTransition(toHide:)``. Every requirement has a default
  /// (``ScrollStackAnimationInfo/default`` and no-ops).
  @MainActor
  public protocol ScrollStackRowAnimatable: AnyObject {
    /// The transition's duration, delay and spring damping.
    var animationInfo: ScrollStackAnimationInfo { get }
    /// Called before the row starts to hide or show: set the starting state here.
    func willBeginAnimationTransition(toHide: Bool)
    /// Called inside the animation: set the end state of your transition here.
    func animateTransition(toHide: Bool)
    /// Called after the transition ended.
    func didEndAnimationTransition(toHide: Bool)
  }

  /// Told about scrolling, row visibility, layout and content-size changes of a ``ScrollStack``.
  ///
  /// Every method has an empty default implementation; adopt only what you need. Visibility
  /// calls come when a row's kind of visibility changes (offscreen, hidden, partial, entire),
  /// whatever caused it; a partially visible row's current percentage is in `row.visibility`.
  ///
  /// A change made from inside a callback is reported after the calls already queued; each call
  /// gives the row's index and visibility as they are when it is made.
  @MainActor
  public protocol ScrollStackControllerDelegate: AnyObject {
    /// The content offset changed.
    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint)
    /// A row became partially or entirely visible (or went from one to the other).
    func scrollStackRowDidBecomeVisible(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility)
    /// A visible row became offscreen or hidden.
    func scrollStackRowDidBecomeHidden(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility)
    /// The rows were laid out again (a row was added, removed, hidden, shown or resized).
    func scrollStackDidUpdateLayout(_ stackView: ScrollStack)
    /// The size of the scrollable content changed.
    func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize)
    /// An animated scroll (`scrollToRow`, `scrollToTop`, …) ended: once per scroll, when it
    /// landed or when a newer offset cancelled it.
    func scrollStackDidEndScrollingAnimation(_ stackView: ScrollStack)
  }

  extension ScrollStackContainableController {
    /// No size: the content's own layout decides.
    public func scrollStackRowSizeForAxis(
      _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
    ) -> ScrollStack.ControllerSize? { nil }
    /// Does nothing.
    public func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {}
  }

  extension ScrollStackRowHighlightable {
    /// `true`.
    public var isHighlightable: Bool { true }
  }

  extension ScrollStackRowAnimatable {
    /// ``ScrollStackAnimationInfo/default``.
    public var animationInfo: ScrollStackAnimationInfo { .default }
    /// Does nothing.
    public func willBeginAnimationTransition(toHide: Bool) {}
    /// Does nothing.
    public func animateTransition(toHide: Bool) {}
    /// Does nothing.
    public func didEndAnimationTransition(toHide: Bool) {}
  }

  extension ScrollStackControllerDelegate {
    /// Does nothing.
    public func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {}
    /// Does nothing.
    public func scrollStackRowDidBecomeVisible(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility
    ) {}
    /// Does nothing.
    public func scrollStackRowDidBecomeHidden(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility
    ) {}
    /// Does nothing.
    public func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {}
    /// Does nothing.
    public func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {}
    /// Does nothing.
    public func scrollStackDidEndScrollingAnimation(_ stackView: ScrollStack) {}
  }
#endif
