import ScrollStackUIKitDouble
import Testing

/// Key-value observing of a scroll view's `contentSize`, as Foundation's Swift
/// `observe(_:options:changeHandler:)` does on iOS ("Using Key-Value Observing in Swift";
/// NSKeyValueObserving.h for the options).
@Suite @MainActor struct KeyValueObservingTests {
  /// The changes a handler received. The double calls handlers on the main actor only; the lock
  /// keeps it honest for the `@Sendable` handler's sake.
  private final class ChangeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [(old: CGSize?, new: CGSize?, isPrior: Bool)] = []

    var entries: [(old: CGSize?, new: CGSize?, isPrior: Bool)] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }

    func record(_ change: NSKeyValueObservedChange<CGSize>) {
      lock.lock()
      storage.append((change.oldValue, change.newValue, change.isPrior))
      lock.unlock()
    }
  }

  @Test(
    "A set of contentSize calls the handler after the set, with the new and old values the options ask for — NSObject.observe(_:options:changeHandler:), NSKeyValueObservingOptions.new/.old"
  )
  func handlerHearsEachSet() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = ChangeLog()
    let observation = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in log.record(change) }

    scrollView.contentSize = CGSize(width: 100, height: 300)
    scrollView.contentSize = CGSize(width: 100, height: 300)

    #expect(log.entries.count == 2)  // every set, also one to the same value
    #expect(log.entries.first?.old == .zero)
    #expect(log.entries.first?.new == CGSize(width: 100, height: 300))
    #expect(log.entries.allSatisfy { !$0.isPrior })
    observation.invalidate()
  }

  @Test(
    "Without .new or .old the change carries no values; .initial calls once at once with the current value — NSKeyValueObservingOptions.initial"
  )
  func optionsChooseTheValues() {
    let scrollView = UIScrollView(frame: .zero)
    scrollView.contentSize = CGSize(width: 10, height: 20)
    let bare = ChangeLog()
    let initial = ChangeLog()
    let bareObservation = scrollView.observe(\.contentSize) { _, change in bare.record(change) }
    let initialObservation = scrollView.observe(\.contentSize, options: [.initial, .new, .old]) { _, change in
      initial.record(change)
    }
    #expect(initial.entries.count == 1)
    #expect(initial.entries.first?.new == CGSize(width: 10, height: 20))
    #expect(initial.entries.first?.old == nil)

    scrollView.contentSize = CGSize(width: 10, height: 40)

    #expect(bare.entries.count == 1)
    #expect(bare.entries.first?.new == nil && bare.entries.first?.old == nil)
    #expect(initial.entries.count == 2)
    bareObservation.invalidate()
    initialObservation.invalidate()
  }

  @Test(
    ".prior calls the handler before the change too, with the old value and isPrior — NSKeyValueObservingOptions.prior"
  )
  func priorCallComesFirst() {
    let scrollView = UIScrollView(frame: .zero)
    let log = ChangeLog()
    let observation = scrollView.observe(\.contentSize, options: [.prior, .old, .new]) { _, change in
      log.record(change)
    }

    scrollView.contentSize = CGSize(width: 5, height: 5)

    #expect(log.entries.map(\.isPrior) == [true, false])
    #expect(log.entries.first?.old == .zero)
    #expect(log.entries.first?.new == nil)
    #expect(log.entries.last?.new == CGSize(width: 5, height: 5))
    observation.invalidate()
  }

  @Test(
    "An invalidated or freed observation is not called again — NSKeyValueObservation.invalidate(); observing ends when the observation is deinitialized"
  )
  func invalidatedOrFreedObservationsStop() {
    let scrollView = UIScrollView(frame: .zero)
    let invalidatedLog = ChangeLog()
    let freedLog = ChangeLog()
    let invalidated = scrollView.observe(\.contentSize) { _, change in invalidatedLog.record(change) }
    var freed: NSKeyValueObservation? = scrollView.observe(\.contentSize) { _, change in freedLog.record(change) }
    #expect(freed != nil)

    invalidated.invalidate()
    freed = nil
    scrollView.contentSize = CGSize(width: 1, height: 1)

    #expect(invalidatedLog.entries.isEmpty)
    #expect(freedLog.entries.isEmpty)
  }

  @Test(
    "A table sets its contentSize when it loads its rows in a layout pass, and its observers hear it — UITableView.reloadData(), UIScrollView.contentSize"
  )
  func tableLoadingNotifiesObservers() {
    final class Rows: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), style: .plain)
    table.rowHeight = 20
    let log = ChangeLog()
    let observation = table.observe(\.contentSize, options: [.new]) { _, change in log.record(change) }
    table.dataSource = rows

    table.layoutIfNeeded()

    #expect(log.entries.last?.new == CGSize(width: 100, height: 60))
    observation.invalidate()
  }
}
