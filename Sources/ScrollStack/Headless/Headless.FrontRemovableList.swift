import Foundation

// MARK: - Headless.FrontRemovableList

extension Headless {
  /// An ordered list of objects (a view's subviews, a controller's children) in which removing
  /// the first element costs O(1): it is replaced by a placeholder, and the placeholders at the
  /// front are dropped at the next read or other change. Removing all of n elements front to
  /// back then costs O(n), not the O(n²) of shifting the rest each time.
  struct FrontRemovableList<Element: AnyObject> {
    // MARK: Internal

    /// The number of elements.
    var count: Int { storage.count - removedLeading }

    /// The elements, in order.
    mutating func elements() -> [Element] {
      dropPlaceholders()
      return storage
    }

    /// Inserts `element` at `index`, clamped to `0...count`.
    mutating func insert(_ element: Element, at index: Int) {
      dropPlaceholders()
      storage.insert(element, at: Swift.min(Swift.max(0, index), storage.count))
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
      storage.append(element)
    }

    /// The position of `element`, if it is in the list.
    mutating func firstIndex(of element: Element) -> Int? {
      dropPlaceholders()
      return storage.firstIndex { $0 === element }
    }

    /// Removes the element at `index` (a valid position) and returns it.
    @discardableResult
    mutating func remove(at index: Int) -> Element {
      dropPlaceholders()
      return storage.remove(at: index)
    }

    /// Removes `element` if it is in the list: the first element in O(1) (`placeholder` takes its
    /// slot until the list is compacted), another one by shifting the ones after it.
    mutating func remove(_ element: Element, placeholder: Element) {
      if removedLeading < storage.count, storage[removedLeading] === element {
        storage[removedLeading] = placeholder
        removedLeading += 1
        if removedLeading == storage.count {
          storage = []
          removedLeading = 0
        }
        return
      }
      // An element is in the list once: stop at it (`removeAll(where:)` would scan every sibling).
      if let position = firstIndex(of: element) { storage.remove(at: position) }
    }

    // MARK: Private

    /// The elements, after ``removedLeading`` placeholders of removed ones.
    private var storage: [Element] = []
    /// How many entries at the front of ``storage`` are placeholders.
    private var removedLeading = 0

    /// Drops the placeholders at the front of ``storage``.
    private mutating func dropPlaceholders() {
      guard removedLeading > 0 else { return }
      storage.removeFirst(removedLeading)
      removedLeading = 0
    }
  }
}
