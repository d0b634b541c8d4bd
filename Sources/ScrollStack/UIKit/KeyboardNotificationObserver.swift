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
/// ``KeyboardFrameStore/shared``. It is started by the first stack, stack controller or
/// scrolling-content manager, not at the first keyboard event: UIKit posts keyboard
/// notifications only when the keyboard changes, so a screen that appears while the keyboard is
/// up learns its frame only from a listener that was there when it came up.
///
/// Frames stay in screen coordinates, with the screen named when UIKit names it (iOS 16.1 and
/// later: the notification's `object` is the `UIScreen`); each host converts them into its own
/// window, so that hosts in several windows (iPad multi-scene, Stage Manager) each follow the
/// keyboard over their own window.
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

  /// UIKit's `userInfo` keys for keyboard notifications (main-actor isolated in the SDK, like
  /// every `UIResponder` member).
  static let userInfoKeys = KeyboardUserInfoKeys(
    endFrame: UIResponder.keyboardFrameEndUserInfoKey,
    animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
    animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
    isLocal: UIResponder.keyboardIsLocalUserInfoKey)

  /// The event for a notification of `kind` posted by `object`, its end frame in screen
  /// coordinates (an `NSValue` holding a rectangle), on the screen `object` when it is one.
  /// Runs on the posting thread, so it only reads values; the keys are read on the main actor
  /// beforehand and passed in.
  nonisolated static func screenEvent(
    kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]?, object: Any?, keys: KeyboardUserInfoKeys
  ) -> KeyboardEvent {
    var event = KeyboardEvent(kind: kind, userInfo: userInfo, keys: keys) { ($0 as? NSValue)?.cgRectValue }
    if let screen = object as? UIScreen { event.screenID = ObjectIdentifier(screen) }
    return event
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
        let event = Self.screenEvent(
          kind: kind, userInfo: notification.userInfo, object: notification.object, keys: keys)
        MainThreadCallback.run { self?.receive(event) }
      }
      tokens.append(token)
    }
  }

  private func receive(_ event: KeyboardEvent) {
    store.post(event)
  }
}
