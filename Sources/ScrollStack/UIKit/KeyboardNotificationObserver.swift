@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - KeyboardNotificationObserver

/// Turns UIKit's keyboard notifications into ``KeyboardEvent``s and posts them to a
/// ``KeyboardFrameStore``: the only place the keyboard enters the library.
///
/// One observer exists per notification centre; the default centre feeds
/// ``KeyboardFrameStore/shared``. Frames arrive in screen coordinates and are converted into
/// the coordinates of the window a keyboard-avoiding host last reported; with no such window
/// yet they are kept as they are (the same, for a window that fills the screen).
@MainActor
final class KeyboardNotificationObserver {
  // MARK: Lifecycle

  private init(notificationCenter: NotificationCenter, store: KeyboardFrameStore) {
    self.notificationCenter = notificationCenter
    self.store = store
  }

  // MARK: Internal

  /// The notifications observed and the kind of event each one becomes.
  static let observedNotifications: [(name: Notification.Name, kind: KeyboardEvent.Kind)] = [
    (UIResponder.keyboardWillShowNotification, .willShow),
    (UIResponder.keyboardWillHideNotification, .willHide),
    (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
    (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
  ]

  /// The observer of `notificationCenter`, created (and started) on first use.
  static func observer(for notificationCenter: NotificationCenter) -> KeyboardNotificationObserver {
    let key = ObjectIdentifier(notificationCenter)
    if let existing = observers[key] { return existing }
    let store = notificationCenter === NotificationCenter.default ? KeyboardFrameStore.shared : KeyboardFrameStore()
    let observer = KeyboardNotificationObserver(notificationCenter: notificationCenter, store: store)
    observer.start()
    observers[key] = observer
    return observer
  }

  /// Where the events go.
  let store: KeyboardFrameStore

  /// The window whose coordinates keyboard frames are converted into.
  weak var window: UIWindow?

  /// UIKit's `userInfo` keys for keyboard notifications (main-actor isolated in the SDK, like
  /// every `UIResponder` member).
  static let userInfoKeys = KeyboardUserInfoKeys(
    endFrame: UIResponder.keyboardFrameEndUserInfoKey,
    animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
    animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
    isLocal: UIResponder.keyboardIsLocalUserInfoKey)

  /// The event for a notification of `kind`, its end frame still in screen coordinates (an
  /// `NSValue` holding a rectangle). Runs on the posting thread, so it only reads values; the
  /// keys are read on the main actor beforehand and passed in.
  nonisolated static func screenEvent(
    kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]?, keys: KeyboardUserInfoKeys
  ) -> KeyboardEvent {
    KeyboardEvent(kind: kind, userInfo: userInfo, keys: keys) { ($0 as? NSValue)?.cgRectValue }
  }

  /// `event` with its end frame converted from screen coordinates into `window`'s (kept as it
  /// is without a window).
  static func converted(_ event: KeyboardEvent, into window: UIWindow?) -> KeyboardEvent {
    guard let window, let screenFrame = event.endFrame else { return event }
    var converted = event
    converted.endFrame = window.convert(screenFrame, from: window.screen.coordinateSpace)
    return converted
  }

  // MARK: Private

  private static var observers: [ObjectIdentifier: KeyboardNotificationObserver] = [:]

  private let notificationCenter: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  private func start() {
    guard tokens.isEmpty else { return }
    let keys = Self.userInfoKeys
    for (name, kind) in Self.observedNotifications {
      // No queue: UIKit posts keyboard notifications on the main thread, where the block then runs
      // within the post (a post from another thread is dropped by `MainThreadCallback`). With
      // `queue: .main`, swift-corelibs-foundation's post from the main thread waits for an
      // operation queued behind itself, forever.
      let token = notificationCenter.addObserver(forName: name, object: nil, queue: nil) {
        [weak self] notification in
        let event = Self.screenEvent(kind: kind, userInfo: notification.userInfo, keys: keys)
        MainThreadCallback.run { self?.receive(event) }
      }
      tokens.append(token)
    }
  }

  private func receive(_ event: KeyboardEvent) {
    store.post(Self.converted(event, into: window))
  }
}
