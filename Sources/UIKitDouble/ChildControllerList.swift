// The list behind UIViewController.children (no UIKit API of its own).

// MARK: - ChildControllerList

/// The ordered children of a view controller, in which removing the first or the last child costs
/// O(1): removing every child front to back (a stack dropping all its controller rows) is linear,
/// not the quadratic cost of shifting the rest each time. The removed front slots are dropped at
/// the next read.
@MainActor
struct ChildControllerList {
  // MARK: Internal

  /// The number of children.
  var count: Int { storage.count - removedLeading }

  /// The children, in order.
  mutating func elements() -> [UIViewController] {
    compact()
    return storage.compactMap { $0 }
  }

  /// Calls `body` with each child, in order, without copying them into an array.
  func forEach(_ body: (UIViewController) -> Void) {
    for index in removedLeading..<storage.count {
      if let child = storage[index] { body(child) }
    }
  }

  /// Adds `child` at the end.
  mutating func append(_ child: UIViewController) {
    storage.append(child)
  }

  /// Removes `child` if it is in the list.
  mutating func remove(_ child: UIViewController) {
    if removedLeading < storage.count, storage[removedLeading] === child {
      storage[removedLeading] = nil
      removedLeading += 1
      if removedLeading == storage.count {
        storage = []
        removedLeading = 0
      }
      return
    }
    if storage.count > removedLeading, storage[storage.count - 1] === child {
      storage.removeLast()
      return
    }
    compact()
    if let position = storage.firstIndex(where: { $0 === child }) { storage.remove(at: position) }
  }

  // MARK: Private

  /// The children after ``removedLeading`` emptied slots.
  private var storage: [UIViewController?] = []
  /// How many slots at the front of ``storage`` are empty.
  private var removedLeading = 0

  private mutating func compact() {
    guard removedLeading > 0 else { return }
    storage.removeFirst(removedLeading)
    removedLeading = 0
  }
}
