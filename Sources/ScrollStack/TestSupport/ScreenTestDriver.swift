import Foundation
import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

// MARK: - ScreenTestDriver

/// Drives a screen under test the way the system would: time passing, the run loop's layout pass.
///
/// The same test code runs on iOS (the simulator or a device, with real UIKit) and on Linux and
/// macOS (the UIKit double):
///
/// - On the UIKit double nothing happens on its own: animations end, animated scrolls land and the
///   keyboard filter fires only when a test moves the double's clock (``advanceTime(by:)``,
///   ``finishAnimations()``), and windows lay out only at ``runLayoutPass()`` or an explicit
///   `layoutIfNeeded()`. Every step is deterministic and takes no real time.
/// - On iOS the same calls run the main run loop for real (``advanceTime(by:)`` waits that long;
///   ``finishAnimations()`` waits for the longest animation the library starts, half a second).
///
/// ```swift
/// let stackController = ScrollStackController()
/// stackController.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
/// stackController.scrollStack.scrollToBottom(animated: true)
/// ScreenTestDriver.finishAnimations()
/// ```
@MainActor
public enum ScreenTestDriver {
  // MARK: Public

  /// Starts a test from a clean slate: on the UIKit double, the clock goes back to zero and drops
  /// whatever the previous test left scheduled on it. Does nothing on iOS.
  public static func reset() {
    #if !canImport(UIKit)
      DoubleClock.main.reset()
    #endif
  }

  /// Lets `seconds` pass (a negative or non-finite value counts as 0): what falls due meanwhile
  /// runs, in time order, then the run loop's layout pass.
  public static func advanceTime(by seconds: TimeInterval) {
    let interval = seconds.isFinite ? Swift.max(0, seconds) : 0
    #if canImport(UIKit)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: interval))
    #else
      DoubleClock.main.advance(by: interval)
      DoubleLayout.runPendingPasses()
    #endif
  }

  /// Lets every running animation, animated scroll and keyboard animation end (and whatever they
  /// schedule in turn), then runs the layout pass.
  public static func finishAnimations() {
    #if canImport(UIKit)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: longestLibraryAnimation))
    #else
      DoubleClock.main.runUntilIdle()
      DoubleLayout.runPendingPasses()
    #endif
  }

  /// Runs the layout pass the run loop runs at the end of a turn: every window that needs layout
  /// lays out (views in no window lay out only when asked to, with `layoutIfNeeded()`, as in UIKit).
  public static func runLayoutPass() {
    #if canImport(UIKit)
      RunLoop.main.run(until: Date())
    #else
      DoubleLayout.runPendingPasses()
    #endif
  }

  // MARK: Private

  /// The longest animation the library starts by itself, in seconds (with some margin).
  private static let longestLibraryAnimation: TimeInterval = 0.5
}
