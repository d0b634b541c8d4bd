// Package drivers: a tap on a control or a bar button (no UIKit API for it).

// MARK: - UIControl + Driver

extension UIControl {
  /// A finger taps the control: when it is enabled, it sends `.touchUpInside` and
  /// `.primaryActionTriggered` (each action added for either runs once), as UIKit's button does.
  /// Returns whether it was enabled.
  @discardableResult
  package func simulateTap() -> Bool {
    guard isEnabled else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }
}
