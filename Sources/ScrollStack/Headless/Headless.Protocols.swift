import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Headless {
  /// Adopted by a row's controller to choose its size and to hear about reloads.
  ///
  /// Both requirements have default implementations: no size (the content's own layout decides)
  /// and no reload work.
  @MainActor
  public protocol ScrollStackContainableController: AnyObject {
    /// The row's size along `axis`, or `nil` to let the content's own layout decide.
    func scrollStackRowSizeForAxis(_ axis: StackAxis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStackControllerSize?
    /// Called by `reloadRow`, before the row is measured again: refresh the content here.
    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool)
  }

  /// Adopted by a row's controller or content view to show a highlight while the row is touched.
  ///
  /// Only tappable rows (with an `onTap`) highlight. The controller is asked first, then the view.
  @MainActor
  public protocol ScrollStackRowHighlightable: AnyObject {
    /// Whether the row highlights when touched; `true` by default.
    var isHighlightable: Bool { get }
    /// Shows or removes the highlight.
    func setIsHighlighted(_ isHighlighted: Bool)
  }

  /// Adopted by a row's controller or content view for a custom hide/show transition.
  ///
  /// The stack calls ``willBeginAnimationTransition(toHide:)``, then
  /// ``animateTransition(toHide:)`` inside the animation, then
  /// ``didEndAnimationTransition(toHide:)``, with ``animationInfo``'s timing. Every requirement
  /// has a default (``ScrollStackAnimationInfo/default`` and no-ops).
  @MainActor
  public protocol ScrollStackRowAnimatable: AnyObject {
    /// The transition's timing.
    var animationInfo: ScrollStackAnimationInfo { get }
    /// Called before the row starts to hide or show.
    func willBeginAnimationTransition(toHide: Bool)
    /// Called inside the animation: set the end state of your transition here.
    func animateTransition(toHide: Bool)
    /// Called after the transition ended.
    func didEndAnimationTransition(toHide: Bool)
  }

  /// Told about scrolling, row visibility, layout and content-size changes of a stack.
  ///
  /// Every method has an empty default implementation; adopt only what you need. A row is
  /// reported when it becomes partially or entirely visible (or goes from one to the other) and
  /// when it stops being visible (offscreen, hidden or removed), whatever caused it; a change
  /// between offscreen and hidden is not reported. The current percentage of a partially
  /// visible row is always in `row.visibility`.
  ///
  /// A change made from inside a callback is reported after the calls already queued; each call
  /// gives the row's index and visibility as they are when it is made.
  @MainActor
  public protocol ScrollStackControllerDelegate: AnyObject {
    /// The content offset changed.
    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint)
    /// A row became partially or entirely visible (or went from one to the other).
    func scrollStackRowDidBecomeVisible(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility)
    /// A visible row became offscreen or hidden.
    func scrollStackRowDidBecomeHidden(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility)
    /// The rows were laid out again.
    func scrollStackDidUpdateLayout(_ stackView: ScrollStack)
    /// The content size changed.
    func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize)
    /// An animated scroll ended: once per scroll, when it landed or when a newer offset cancelled it.
    func scrollStackDidEndScrollingAnimation(_ stackView: ScrollStack)
  }
}

extension Headless.ScrollStackContainableController {
  /// No size: the content's own layout decides.
  public func scrollStackRowSizeForAxis(
    _ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack
  ) -> ScrollStackControllerSize? { nil }
  /// Does nothing.
  public func reloadContentFromStackView(stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, animated: Bool)
  {}
}

extension Headless.ScrollStackRowHighlightable {
  /// `true`.
  public var isHighlightable: Bool { true }
}

extension Headless.ScrollStackRowAnimatable {
  /// ``ScrollStackAnimationInfo/default``.
  public var animationInfo: ScrollStackAnimationInfo { .default }
  /// Does nothing.
  public func willBeginAnimationTransition(toHide: Bool) {}
  /// Does nothing.
  public func animateTransition(toHide: Bool) {}
  /// Does nothing.
  public func didEndAnimationTransition(toHide: Bool) {}
}

extension Headless.ScrollStackControllerDelegate {
  /// Does nothing.
  public func scrollStackDidScroll(_ stackView: Headless.ScrollStack, offset: CGPoint) {}
  /// Does nothing.
  public func scrollStackRowDidBecomeVisible(
    _ stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {}
  /// Does nothing.
  public func scrollStackRowDidBecomeHidden(
    _ stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {}
  /// Does nothing.
  public func scrollStackDidUpdateLayout(_ stackView: Headless.ScrollStack) {}
  /// Does nothing.
  public func scrollStackContentSizeDidChange(
    _ stackView: Headless.ScrollStack, from oldValue: CGSize, to newValue: CGSize
  ) {}
  /// Does nothing.
  public func scrollStackDidEndScrollingAnimation(_ stackView: Headless.ScrollStack) {}
}
