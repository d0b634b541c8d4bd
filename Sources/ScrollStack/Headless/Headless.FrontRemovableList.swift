import Foundation

// MARK: - Headless.FrontRemovableList

extension Headless {
  /// An ordered list of objects (a view's subviews, a controller's children) in which removing
  /// the first element costs O(1): it is replaced by a placeholder, and the placeholders at the
  /// front are dropped at the next read or other change. Removing all of n elements front to
  /// back then costs O(n), not the O(n²) of shifting the rest each time; so does removing them
  /// back to front (the last element is removed in O(1) as well).
  ///
  /// A list of one element (a stack row's content view) keeps it inline, without an array.
  struct FrontRemovableList<Element: AnyObject> {
    // MARK: Internal

    /// The number of elements.
    var count: Int { only == nil ? storage.count - removedLeading : 1 }

    /// The elements, in order.
    mutating func elements() -> [Element] {
      if let only { return [only] }
      dropPlaceholders()
      return storage
    }

    /// Calls `body` with each element, in order, without copying them into an array.
    func forEach(_ body: (Element) -> Void) {
      if let only { return body(only) }
      for index in removedLeading..<storage.count { body(storage[index]) }
    }

    /// Inserts `element` at `index`, clamped to `0...count`.
    mutating func insert(_ element: Element, at index: Int) {
      dropPlaceholders()
      if only == nil, storage.isEmpty {
        only = element
        return
      }
      spillOnlyElement()
      storage.insert(element, at: Swift.min(Swift.max(0, index), storage.count))
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
      if only == nil, storage.count == removedLeading {
        insert(element, at: 0)
        return
      }
      spillOnlyElement()
      storage.append(element)
    }

    /// The position of `element`, if it is in the list.
    mutating func firstIndex(of element: Element) -> Int? {
      if let only { return only === element ? 0 : nil }
      dropPlaceholders()
      return storage.firstIndex { $0 === element }
    }

    /// Removes the element at `index` (a valid position) and returns it.
    @discardableResult
    mutating func remove(at index: Int) -> Element {
      if let only {
        self.only = nil
        return only
      }
      dropPlaceholders()
      return storage.remove(at: index)
    }

    /// Removes `element` if it is in the list: the first element in O(1) (`placeholder` takes its
    /// slot until the list is compacted), the last one in O(1), another one by shifting the ones
    /// after it.
    mutating func remove(_ element: Element, placeholder: Element) {
      if let only {
        if only === element { self.only = nil }
        return
      }
      if removedLeading < storage.count, storage[removedLeading] === element {
        storage[removedLeading] = placeholder
        removedLeading += 1
        if removedLeading == storage.count {
          storage = []
          removedLeading = 0
        }
        return
      }
      // Rows leaving the end of a stack's list go last first: no search, nothing shifted.
      if storage.count > removedLeading, storage[storage.count - 1] === element {
        storage.removeLast()
        return
      }
      // An element is in the list once: stop at it (`removeAll(where:)` would scan every sibling).
      if let position = firstIndex(of: element) { storage.remove(at: position) }
    }

    // MARK: Private

    /// The single element of a list of one, kept without an array; `nil` otherwise (then the
    /// elements are in ``storage``).
    private var only: Element?
    /// The elements, after ``removedLeading`` placeholders of removed ones, when there is not
    /// exactly one kept in ``only``.
    private var storage: [Element] = []
    /// How many entries at the front of ``storage`` are placeholders.
    private var removedLeading = 0

    /// Drops the placeholders at the front of ``storage``.
    private mutating func dropPlaceholders() {
      guard removedLeading > 0 else { return }
      storage.removeFirst(removedLeading)
      removedLeading = 0
    }

    /// Moves the single element kept inline into ``storage``, before a second one arrives.
    private mutating func spillOnlyElement() {
      guard let only else { return }
      storage = [only]
      self.only = nil
    }
  }
}
