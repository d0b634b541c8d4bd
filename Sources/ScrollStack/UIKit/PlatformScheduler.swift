@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - PlatformScheduler

/// Where the UIKit layer's delayed work (the keyboard filter) runs: the main queue on iOS; the
/// UIKit double's clock elsewhere, so that a test steps it as it steps animations.
@MainActor
enum PlatformScheduler {
  /// A new scheduler on the platform's clock.
  static func make() -> any StackScheduler {
    #if canImport(UIKit)
      MainQueueScheduler()
    #else
      PlatformClockScheduler(now: { DoubleClock.main.now }) { delay, action in
        DoubleClock.main.schedule(after: delay, action)
      }
    #endif
  }
}
