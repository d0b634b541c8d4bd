// Attaching gesture recognizers.

extension UIView {
  /// `addGestureRecognizer(_:)`: takes `recognizer` from the view it was on.
  func attach(_ recognizer: UIGestureRecognizer) {
    if let old = recognizer.viewStorage {
      if old === self { return }
      old.detach(recognizer)
    }
    gestureRecognizerStorage.append(recognizer)
    recognizer.viewStorage = self
  }

  /// `removeGestureRecognizer(_:)`: nothing when `recognizer` is on another view.
  func detach(_ recognizer: UIGestureRecognizer) {
    guard recognizer.viewStorage === self else { return }
    gestureRecognizerStorage.removeAll { $0 === recognizer }
    recognizer.viewStorage = nil
  }

  /// `gestureRecognizers`' setter.
  func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
    for recognizer in gestureRecognizerStorage { detach(recognizer) }
    for recognizer in recognizers { attach(recognizer) }
  }
}
