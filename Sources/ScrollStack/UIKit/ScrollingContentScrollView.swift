#if canImport(UIKit)
  import UIKit
  @_spi(Engine) import ScrollStackCore

  /// The scroll view of a ``ScrollingContentViewController`` or ``ScrollingContentViewManager``:
  /// a `UIScrollView` whose scroll-to-visible requests keep a margin on both axes and wait for
  /// the keyboard to settle.
  ///
  /// Inside a manager, every request — yours and the ones UIKit makes to reveal a text field —
  /// passes through the keyboard filter and is resolved against the layout as it is when the
  /// filter fires, so a keyboard that resizes the content does not make it scroll too far. On
  /// its own, requests apply at once.
  @MainActor
  open class ScrollingContentScrollView: UIScrollView {
    // MARK: Public

    /// The room, in points, kept around a rectangle on every side when scrolling it into view
    /// (the first responder included); 0 by default, UIKit's behaviour. Negative or non-finite
    /// values count as 0.
    public var visibilityScrollMargin: CGFloat = 0 {
      didSet { keyboard?.avoidance.visibilityScrollMargin = checkedMargin(visibilityScrollMargin) }
    }

    /// Scrolls as little as possible to make `rect` (in the scroll view's content coordinates)
    /// visible with `margin` points of room on every side (``visibilityScrollMargin`` when
    /// `nil`).
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool, margin: CGFloat? = nil) {
      let margin = checkedMargin(margin ?? visibilityScrollMargin)
      if let keyboard {
        keyboard.avoidance.scrollRectToVisible(rect, animated: animated, margin: margin)
      } else {
        scrollAtOnce(to: .contentRect(rect), animated: animated, margin: margin)
      }
    }

    /// Scrolls as little as possible to make `view` (a descendant of this scroll view) visible
    /// with `margin` points of room on every side (``visibilityScrollMargin`` when `nil`).
    /// Does nothing when the view is not inside the scroll view.
    public func scrollViewToVisible(_ view: UIView, animated: Bool, margin: CGFloat? = nil) {
      let margin = checkedMargin(margin ?? visibilityScrollMargin)
      let target = ScrollRequestTarget.view(view, in: self)
      if let keyboard {
        keyboard.avoidance.scrollToVisible(target, animated: animated, margin: margin)
      } else {
        scrollAtOnce(to: target, animated: animated, margin: margin)
      }
    }

    /// Scrolls as little as possible to make the first responder inside this scroll view
    /// visible with `margin` points of room on every side (``visibilityScrollMargin`` when
    /// `nil`). Does nothing without a first responder.
    public func scrollFirstResponderToVisible(animated: Bool, margin: CGFloat? = nil) {
      let margin = checkedMargin(margin ?? visibilityScrollMargin)
      if let keyboard {
        keyboard.avoidance.scrollFirstResponderToVisible(animated: animated, margin: margin)
      } else if let target = keyboardlessFirstResponderTarget() {
        scrollAtOnce(to: target, animated: animated, margin: margin)
      }
    }

    /// UIKit's own request, sent for instance to reveal a text field that became first
    /// responder: kept relative to the first responder (when the rectangle belongs to it) so it
    /// still points at the field after the keyboard changed the layout, and sent with
    /// ``visibilityScrollMargin``.
    open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      guard let keyboard else {
        scrollAtOnce(to: .contentRect(rect), animated: animated, margin: checkedMargin(visibilityScrollMargin))
        return
      }
      let target: ScrollRequestTarget
      if let responder = keyboard.currentFirstResponderView() {
        target = .rect(convert(rect, to: responder), in: responder, of: self)
      } else {
        target = .contentRect(rect)
      }
      keyboard.avoidance.scrollToVisible(target, animated: animated)
    }

    /// Lets the manager update the content's minimum size and the keyboard inputs.
    open override func layoutSubviews() {
      super.layoutSubviews()
      onLayout?()
    }

    /// Brings the keyboard inputs up to date when the scroll view entered or left a window
    /// (with its host, or with a container the host is nested in).
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      keyboard?.hostDidLayout()
    }

    // MARK: Internal

    /// The keyboard binding of the manager that owns this scroll view, if any.
    weak var keyboard: KeyboardAvoidanceBinding? {
      didSet { keyboard?.avoidance.visibilityScrollMargin = checkedMargin(visibilityScrollMargin) }
    }

    /// Called at the end of every layout pass.
    var onLayout: (() -> Void)?

    // MARK: Private

    private func checkedMargin(_ margin: CGFloat) -> CGFloat {
      margin.isFinite ? Swift.max(0, margin) : 0
    }

    private func scrollAtOnce(to target: ScrollRequestTarget, animated: Bool, margin: CGFloat) {
      guard let rect = target.resolvedRect() else { return }
      let offset = ScrollViewGeometry(self).offset(toMakeVisible: rect, margin: margin)
      if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    private func keyboardlessFirstResponderTarget() -> ScrollRequestTarget? {
      KeyboardAvoidanceBinding.firstResponder(in: self).map { ScrollRequestTarget.view($0, in: self) }
    }
  }
#endif
