import Foundation

// MARK: - StackEventQueue

/// The work a stack change leaves for its delegate, delivered in order at the end of the change.
///
/// It holds events and completions. Events are delivered one by one by ``deliver(recheck:to:)``;
/// a change made by the receiver while events are delivered queues its own events behind the
/// current ones instead of interleaving them (the nested ``deliver(recheck:to:)`` returns at once
/// and the outer one delivers them). A completion runs at once when nothing is being delivered,
/// and otherwise waits behind the events queued so far, so that it never runs before its own
/// events.
@MainActor
final class StackEventQueue<Event> {
  // MARK: Lifecycle

  /// Creates an empty queue.
  init() {}

  // MARK: Internal

  /// Whether events are being delivered now.
  @exclusivity(unchecked) private(set) var isDelivering = false

  /// Whether delivery is held back: nothing is delivered, and completions wait in the queue as
  /// during a delivery. A window pass holds it while it runs, so that the events of a change made
  /// by its callbacks are delivered once the pass has displayed the rows they report.
  @exclusivity(unchecked) var isHeld = false

  /// Whether nothing waits to be delivered.
  var isEmpty: Bool { position >= count }

  /// Queues `event` behind everything queued so far.
  func enqueue(_ event: Event) {
    store(.event(event))
  }

  /// Calls `completion` once: at once, or, while events are being delivered or delivery is held
  /// (``isHeld``), after the events queued so far.
  func complete(_ completion: (() -> Void)?) {
    guard let completion else { return }
    if isDelivering || isHeld {
      store(.action(completion))
    } else {
      completion()
    }
  }

  /// `completion` as a closure that runs it through ``complete(_:)``: when it fires while events
  /// are being delivered (an animation that ends at once, inside a delegate callback), it waits
  /// behind the events queued so far, its own among them. Once the queue is gone it runs at once.
  func deferring(_ completion: (() -> Void)?) -> () -> Void {
    { [weak self] in
      guard let self else {
        completion?()
        return
      }
      self.complete(completion)
    }
  }

  /// Delivers everything queued, in order, including what is queued during the delivery. Each
  /// event first goes through `recheck`, which gives it as it stands now (receivers that ran
  /// since it was queued may have made it stale) or `nil` to drop it; then to `deliver`.
  /// Completions run in their turn. Does nothing when called during a delivery, or while
  /// delivery is held (``isHeld``).
  func deliver(recheck: (Event) -> Event?, to deliver: (Event) -> Void) {
    guard !isDelivering, !isHeld, count > 0 else { return }
    isDelivering = true
    defer {
      // A scroll queues a few events per change: the slots are kept (emptied as they are
      // delivered), not reallocated per event; a bulk change's long queue is given back.
      if slots.count > Self.retainedCapacity { slots = [] }
      count = 0
      position = 0
      isDelivering = false
    }
    while position < count {
      let slot = slots[position]
      slots[position] = nil
      position += 1
      switch slot {
      case nil:
        continue
      case .event(let queued):
        guard let event = recheck(queued) else { continue }
        deliver(event)
      case .action(let action):
        action()
      }
    }
  }

  /// Delivers `event`, then everything queued, as ``deliver(recheck:to:)`` does: for an event
  /// that happened before everything queued (a scroll, before the visibility changes it caused),
  /// without queueing it. It goes to `deliver` as is (not through `recheck`: it must be an event
  /// that cannot go stale). During a delivery, or while delivery is held, it cannot overtake
  /// what is queued: it is queued.
  func deliverFirst(_ event: Event, recheck: (Event) -> Event?, to deliver: (Event) -> Void) {
    guard !isDelivering, !isHeld else {
      enqueue(event)
      return
    }
    isDelivering = true
    deliver(event)
    isDelivering = false
    // Checked here: even returning at once, the generic delivery costs more than the scroll.
    if count > 0 { self.deliver(recheck: recheck, to: deliver) }
  }

  // MARK: Private

  /// A queued event, or a completion waiting behind the events queued before it.
  private enum Item {
    case event(Event)
    case action(() -> Void)
  }

  /// The largest queue whose storage is kept between deliveries.
  private static var retainedCapacity: Int { 64 }

  /// The queued items, `count` of them, from the start; past `count`, or once delivered, `nil`
  /// (storage kept for the next change). This state, read and written for every event of every
  /// scroll, has no dynamic exclusivity checks: no access to it runs other code (a slot written
  /// is empty; a slot emptied was copied out first, so nothing is freed inside an access).
  @exclusivity(unchecked) private var slots: [Item?] = []
  /// The number of items queued since the last delivery ended, delivered ones included.
  @exclusivity(unchecked) private var count = 0
  /// The next item to deliver.
  @exclusivity(unchecked) private var position = 0

  /// Queues `item` behind everything queued so far, in a kept slot when there is one.
  private func store(_ item: Item) {
    if count < slots.count {
      slots[count] = item
    } else {
      slots.append(item)
    }
    count += 1
  }
}
