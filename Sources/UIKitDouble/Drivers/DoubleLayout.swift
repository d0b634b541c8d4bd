// The end of a run-loop turn: UIKit lays out every window that needs it then.

/// The layout passes UIKit's run loop runs on its own at the end of each turn, run here on demand.
@MainActor package enum DoubleLayout {
  /// Every window made so far, weakly.
  private static var windows: [DoubleLayout.WeakWindow] = []

  /// Runs the pending layout pass of every window, as UIKit does at the end of a run-loop turn, and
  /// again while a pass leaves views marked (up to 16 rounds, against views that mark each other
  /// forever).
  package static func runPendingPasses() {
    for _ in 0..<16 {
      windows.removeAll { $0.window == nil }
      let pending = windows.compactMap(\.window).filter(\.hasPendingLayout)
      guard !pending.isEmpty else { return }
      for window in pending { window.layoutIfNeeded() }
    }
  }

  /// The live windows, oldest first.
  package static var allWindows: [UIWindow] {
    windows.compactMap(\.window)
  }

  /// Notes a new window (`UIView.init(frame:)` calls it for windows).
  static func register(_ window: UIWindow) {
    windows.removeAll { $0.window == nil }
    windows.append(DoubleLayout.WeakWindow(window: window))
  }
}
