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

  /// Runs `body` at once when called on the main thread, or on the main queue drained by another
  /// thread, and returns its result; returns `nil`, running nothing, anywhere else (UIKit never
  /// calls these callbacks off the main thread, so `nil` means a caller broke UIKit's contract,
  /// and the callback is dropped rather than crashing the app).
  ///
  /// The main queue runs off the main thread after `dispatchMain()` on Linux, where Swift Testing
  /// runs `@MainActor` tests: the main actor's executor is the main queue there, so code on it is
  /// serialized with the main actor's as on the main thread (the UIKit double posts its keyboard
  /// notifications from there).
  static func run<Result: Sendable>(_ body: @MainActor () -> Result) -> Result? {
    if Thread.isMainThread {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        return MainActor.assumeIsolated(body)
      }
    } else {
      guard DispatchQueue.getSpecific(key: mainQueueMark.key) == true else { return nil }
    }
    // A main-actor function and a plain one have the same representation; the thread or queue
    // check above is what makes the call safe.
    return withoutActuallyEscaping(body) { escapable in
      unsafeBitCast(escapable, to: (() -> Result).self)()
    }
  }

  // MARK: Private

  /// Marks the main queue, so that code running on it can be told apart on any thread.
  private static let mainQueueMark: MainQueueMarker = {
    let marker = MainQueueMarker()
    DispatchQueue.main.setSpecific(key: marker.key, value: true)
    return marker
  }()

  /// Holds the key of the main queue's mark. `@unchecked Sendable`: the key is made once, never
  /// changed, and Dispatch reads and writes queue-specific values thread-safely (Apple's SDKs do
  /// not mark `DispatchSpecificKey` as `Sendable`; swift-corelibs-libdispatch does).
  private final class MainQueueMarker: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
  }
}
