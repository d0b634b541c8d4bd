import ScrollStackUIKitDouble

#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// A gesture target that notes the actions it receives (by `DoubleActionTarget` on Linux, by the
/// Objective-C runtime on Apple platforms).
@MainActor final class TapTarget: NSObject, DoubleActionTarget {
  /// `(action, sender's state)` per action received.
  private(set) var received: [(action: String, state: UIGestureRecognizer.State)] = []

  /// The action to give recognizers.
  static var action: Selector {
    #if canImport(ObjectiveC)
      #selector(TapTarget.tapped(_:))
    #else
      Selector("tapped:")
    #endif
  }

  func performAction(_ action: Selector, sender: Any) {
    guard action == TapTarget.action, let recognizer = sender as? UIGestureRecognizer else { return }
    tapped(recognizer)
  }

  #if canImport(ObjectiveC)
    @objc func tapped(_ recognizer: UIGestureRecognizer) { received.append(("tapped:", recognizer.state)) }
  #else
    func tapped(_ recognizer: UIGestureRecognizer) { received.append(("tapped:", recognizer.state)) }
  #endif
}

/// A gesture delegate with switchable answers.
@MainActor final class SwitchableDelegate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false
  private(set) var asked: [String] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked.append("shouldBegin")
    return shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    asked.append("shouldReceive")
    return shouldReceive
  }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}
