// MARK: - RowContentKeys

/// The identities a row is found by in its stack, stored inline: its controller and that
/// controller's view, or its plain view alone. An array would cost every row a heap block.
struct RowContentKeys: Equatable {
  // MARK: Lifecycle

  /// No identity: a row that is not in a stack.
  init() {
    first = nil
    second = nil
  }

  /// The identities of a controller and its view, or of a plain view (`second` is `nil`).
  init(_ first: ObjectIdentifier, _ second: ObjectIdentifier? = nil) {
    self.first = first
    self.second = second
  }

  // MARK: Internal

  let first: ObjectIdentifier?
  let second: ObjectIdentifier?

  /// The number of identities: 0, 1 or 2.
  var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) }

  /// Whether any identity satisfies `test`.
  func contains(where test: (ObjectIdentifier) -> Bool) -> Bool {
    if let first, test(first) { return true }
    if let second, test(second) { return true }
    return false
  }

  /// Calls `body` with each identity, in order.
  func forEach(_ body: (ObjectIdentifier) -> Void) {
    if let first { body(first) }
    if let second { body(second) }
  }
}
