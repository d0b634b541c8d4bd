// The arrays of the Auto Layout systems, handed from one system to the next so that layout
// passes one after another allocate none (see `AutoLayoutSystem.recycle()`).

/// The arrays of an `AutoLayoutSystem` (its items, start values, terms and rows), kept emptied,
/// with their capacity, between one system and the next. One set is kept: a system built while
/// another holds it (inside a solve) makes its own arrays.
@MainActor struct AutoLayoutSystemStorage {
  /// The items (views and guides); emptied before being kept, so that no view is held.
  var items: [AnyObject] = []
  /// The start values.
  var start: [Double] = []
  /// The rows' terms.
  var terms: [(variable: Int, coefficient: Double)] = []
  /// The rows.
  var rows: [AutoLayoutSystem.Row] = []

  /// The arrays kept for the next system; nil while a system holds them.
  @exclusivity(unchecked) private static var spare: AutoLayoutSystemStorage?

  /// Arrays are kept only up to this many terms' capacity: a large system's memory is not held
  /// after it.
  private static let termCapacityLimit = 256

  /// The kept arrays, empty, for a system being built (nil when none are kept); none are kept
  /// afterwards until a system is recycled.
  static func takeSpare() -> AutoLayoutSystemStorage? {
    // Not `Optional.take()`: it needs the Swift 6 runtime (macOS 15), the package runs on macOS
    // 10.15 up.
    let kept = spare
    spare = nil
    return kept
  }

  /// Empties `storage`'s arrays in place (uniquely held: no copy), keeping their capacity, and
  /// keeps them for the next system (not when they are larger than `termCapacityLimit`).
  static func keepAsSpare(_ storage: inout AutoLayoutSystemStorage) {
    guard storage.terms.capacity <= termCapacityLimit else { return }
    storage.items.removeAll(keepingCapacity: true)
    storage.start.removeAll(keepingCapacity: true)
    storage.terms.removeAll(keepingCapacity: true)
    storage.rows.removeAll(keepingCapacity: true)
    spare = storage
  }
}
