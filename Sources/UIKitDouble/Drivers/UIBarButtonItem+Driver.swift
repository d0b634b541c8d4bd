// Package driver: a tap on a bar button (no UIKit API for it).

// MARK: - UIBarButtonItem + Driver

extension UIBarButtonItem {
  /// A finger taps the bar button: its primary action runs. Returns whether it had one.
  @discardableResult
  package func simulateTap() -> Bool {
    guard let storedPrimaryAction else { return false }
    storedPrimaryAction.performHandler()
    return true
  }
}
