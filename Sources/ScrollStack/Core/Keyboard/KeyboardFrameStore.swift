import Foundation

// MARK: - KeyboardFrameStore

/// The one place keyboard events enter: it remembers the last known keyboard state and passes
/// every event on to the controllers observing it.
///
/// UIKit posts no new notification when a view controller appears while the keyboard is
/// already up (the next screen pushed onto a navigation stack), so a new
/// ``KeyboardAvoidanceController`` reads ``state`` from here at once. The UIKit layer posts
/// into ``shared``; tests create their own store.
@MainActor
public final class KeyboardFrameStore {
  // MARK: Lifecycle

  /// Creates an empty store: no keyboard known.
  public init() {}

  // MARK: Public

  /// The store the UIKit layer feeds from keyboard notifications.
  public static let shared = KeyboardFrameStore()

  /// The keyboard state after the last usable event; `.hidden` until one arrives. Events that
  /// cannot be used (no or invalid end frame) leave it unchanged.
  public private(set) var state: KeyboardState = .hidden

  /// The screen of the event that set ``state`` (its ``KeyboardEvent/screenID``); `nil` when
  /// that event did not say.
  public private(set) var screenID: ObjectIdentifier?

  /// The last event posted, usable or not.
  public private(set) var lastEvent: KeyboardEvent?

  /// Records `event` and passes it to every observing controller, in the order they started
  /// observing.
  public func post(_ event: KeyboardEvent) {
    lastEvent = event
    if let newState = KeyboardInputValidation.validate(event, operation: "post(_:)").state {
      state = newState
      screenID = event.screenID
    }
    // Observers that report themselves gone are dropped; a copy is iterated so that an
    // observer may add another while being called.
    let current = observers
    var alive: Set<Int> = []
    for entry in current where entry.receive(event) {
      alive.insert(entry.id)
    }
    observers.removeAll { entry in current.contains { $0.id == entry.id } && !alive.contains(entry.id) }
  }

  // MARK: Internal

  /// Adds an observer. It returns `false` once it is gone (its owner was released) and is then
  /// dropped. Returns an identifier for ``removeObserver(_:)``.
  @discardableResult
  func addObserver(_ receive: @escaping @MainActor (KeyboardEvent) -> Bool) -> Int {
    nextID += 1
    observers.append(Observer(id: nextID, receive: receive))
    return nextID
  }

  /// Stops passing events to the observer with `id`; an unknown id does nothing.
  func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }

  /// The number of observers, for tests.
  var observerCount: Int { observers.count }

  // MARK: Private

  private struct Observer {
    let id: Int
    let receive: @MainActor (KeyboardEvent) -> Bool
  }

  private var observers: [Observer] = []
  private var nextID = 0
}
