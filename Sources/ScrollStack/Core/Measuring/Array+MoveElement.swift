// MARK: - Array + moveElement

extension Array {
  /// Moves the element at `source` to `destination` (both valid indexes), the elements between
  /// them shifting by one place toward `source`: one memory move of those elements, where a
  /// removal and an insertion each moved every element after their index (a move from the first
  /// place to the last moved the whole array once, from the last to the first once too, and a
  /// move within the array up to twice).
  mutating func moveElement(from source: Int, to destination: Int) {
    guard source != destination, indices.contains(source), indices.contains(destination) else { return }
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let moved = (base + source).move()
      if source < destination {
        (base + source).moveInitialize(from: base + source + 1, count: destination - source)
      } else {
        (base + destination + 1).moveInitialize(from: base + destination, count: source - destination)
      }
      (base + destination).initialize(to: moved)
    }
  }
}
