#if canImport(UIKit)
  import UIKit
  @_spi(Engine) import ScrollStackCore

  // Taps and highlight of a row. A row with an `onTap` is a button: a tap recognizer runs it
  // and touches highlight it. The overrides that call into this live in the class body.

  extension ScrollStackRow: UIGestureRecognizerDelegate {
    // MARK: UIGestureRecognizerDelegate

    /// Lets a touch on a `UIControl` inside the row (a button, a switch, a text field) go to the
    /// control instead of tapping the row.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      !isOnControl(touch)
    }

    // MARK: Internal

    /// Adds the (disabled until `onTap` is set) tap recognizer.
    func configureTapRecognizer() {
      let target = GestureActionTarget { [weak self] recognizer in
        guard let self, recognizer.state == .ended, let onTap = self.onTap else { return }
        onTap(self)
      }
      let recognizer = UITapGestureRecognizer(target: target, action: GestureActionTarget.action)
      recognizer.delegate = self
      recognizer.isEnabled = false
      addGestureRecognizer(recognizer)
      tapTarget = target
      tapRecognizer = recognizer
    }

    func touchDidBegin(_ touches: Set<UITouch>) {
      guard isTappable, !touches.contains(where: { isOnControl($0) }) else { return }
      guard let target = highlightTarget, target.isHighlightable else { return }
      setHighlighted(true, target: target)
    }

    func touchDidMove(_ touches: Set<UITouch>) {
      guard isHighlighted else { return }
      if touches.contains(where: { !bounds.contains($0.location(in: self)) }) { clearHighlight() }
    }

    func clearHighlight() {
      guard rowState.isHighlighted, let target = highlightTarget else { return }
      setHighlighted(false, target: target)
    }

    // MARK: Private

    /// The controller if it adopts ``ScrollStackRowHighlightable``, or else the content view.
    private var highlightTarget: (any ScrollStackRowHighlightable)? {
      if let controller = controller as? any ScrollStackRowHighlightable { return controller }
      return contentView as? any ScrollStackRowHighlightable
    }

    /// Whether the touch landed on a `UIControl` inside this row.
    private func isOnControl(_ touch: UITouch) -> Bool {
      var view = touch.view
      while let current = view, current !== self {
        if current is UIControl { return true }
        view = current.superview
      }
      return false
    }

    private func setHighlighted(_ highlighted: Bool, target: any ScrollStackRowHighlightable) {
      guard rowState.isHighlighted != highlighted else { return }
      rowState.isHighlighted = highlighted
      let duration = stack?.highlightAnimationDuration ?? 0
      UIView.animate(
        withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { target.setIsHighlighted(highlighted) })
    }
  }
#endif
