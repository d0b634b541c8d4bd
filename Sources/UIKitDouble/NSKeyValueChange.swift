// NSKeyValueChange (Foundation, NSKeyValueObserving.h).
// Where Objective-C exists (macOS), Foundation has key-value observing and the double uses it.

#if !canImport(ObjectiveC)
  // MARK: - NSKeyValueChange

  /// What kind of change an observation reports. The double sets properties only (`.setting`); the
  /// other kinds are for to-many relationships, which it does not observe.
  public enum NSKeyValueChange: UInt, @unchecked Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
  }
#endif
