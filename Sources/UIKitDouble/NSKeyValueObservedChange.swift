// NSKeyValueObservedChange (Foundation's Swift overlay, KVO.swift).
// Where Objective-C exists (macOS), Foundation has key-value observing and the double uses it.

#if !canImport(ObjectiveC)
  // MARK: - NSKeyValueObservedChange

  /// One change an observation reports to its handler: its kind, and the values the observation's
  /// options asked for.
  public struct NSKeyValueObservedChange<Value> {
    /// The kind of the change.
    public typealias Kind = NSKeyValueChange

    /// The kind of the change; `.setting` for a property set.
    public let kind: NSKeyValueObservedChange<Value>.Kind
    /// The value after the change, when the options hold `.new` (and the call is not the prior one).
    public let newValue: Value?
    /// The value before the change, when the options hold `.old` (never in the initial call).
    public let oldValue: Value?
    /// The indexes of a to-many change; `nil` for a property set.
    public let indexes: IndexSet?
    /// Whether this is the call made before the change (the options hold `.prior`).
    public let isPrior: Bool

    init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
      self.kind = .setting
      self.newValue = newValue
      self.oldValue = oldValue
      self.indexes = nil
      self.isPrior = isPrior
    }
  }

  extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
#endif
