import Foundation

/// Records the notifications of some names posted on `NotificationCenter.default` while it lives.
final class NotificationRecorder: @unchecked Sendable {
  /// What was posted, in order.
  var notifications: [Notification] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// The names posted, in order.
  var names: [String] { notifications.map(\.name.rawValue) }

  private let lock = NSLock()
  private var stored: [Notification] = []
  private var observers: [NSObjectProtocol] = []

  init(_ names: [Notification.Name]) {
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          guard let self else { return }
          self.lock.lock()
          self.stored.append(note)
          self.lock.unlock()
        })
    }
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
