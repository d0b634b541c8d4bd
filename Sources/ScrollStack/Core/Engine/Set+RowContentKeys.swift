// MARK: - Set + RowContentKeys

extension Set<ObjectIdentifier> {
  /// Inserts every identity of `keys`; returns `false`, leaving the set as it was, when one of
  /// them is in it already.
  mutating func insertAll(_ keys: RowContentKeys) -> Bool {
    guard let first = keys.first else { return true }
    guard insert(first).inserted else { return false }
    if let second = keys.second, !insert(second).inserted {
      remove(first)
      return false
    }
    return true
  }
}
