import Foundation

// MARK: - MainThreadCallback

/// Runs main-actor code from a UIKit callback that UIKit makes on the main thread but that the
/// SDK declares nonisolated: notification blocks posted to the main queue, transition-coordinator
/// completions, and the accessibility members of UIKit's `NSObject` category (iOS 17 SDK).
///
/// `MainActor.assumeIsolated` does this from iOS 17 on; the package supports iOS 13, so on
/// earlier systems the same check is made by hand: on the main thread the main actor's code may
/// run synchronously, because the main actor's executor is the main thread.
enum MainThreadCallback {
  // MARK: Internal

  /// Runs `body` at once when called on the main thread and returns its result; returns `nil`,
  /// running nothing, anywhere else (UIKit never calls these callbacks off the main thread, so
  /// `nil` means a caller broke UIKit's contract, and the callback is dropped rather than
  /// crashing the app).
  static func run<Result: Sendable>(_ body: @MainActor () -> Result) -> Result? {
    #if canImport(UIKit)
      guard Thread.isMainThread else { return nil }
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        return MainActor.assumeIsolated(body)
      }
      // Before iOS 17: a main-actor function and a plain one have the same representation; the
      // thread check above is what makes the call safe.
      return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> Result).self)()
      }
    #else
      // The UIKit double calls back on the main actor, which off Apple platforms need not run on
      // the process's main thread (Swift Testing's main-actor tests on Linux do not): the thread
      // check would drop every callback there.
      return MainActor.assumeIsolated(body)
    #endif
  }
}
