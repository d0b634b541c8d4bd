// NSKeyValueObservingOptions (Foundation, NSKeyValueObserving.h): Linux's Foundation has no key-value
// observing; the double declares what `observe(_:options:changeHandler:)` takes.
// Where Objective-C exists (macOS), Foundation has key-value observing and the double uses it.

#if !canImport(ObjectiveC)
  // MARK: - NSKeyValueObservingOptions

  /// What a key-value observation reports: the new value, the old value, a change at once when the
  /// observation starts, and a call before each change as well as after it.
  public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each change carries the value after it (`newValue`).
    nonisolated public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Each change carries the value before it (`oldValue`).
    nonisolated public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once as the observation starts, with the current value as `newValue`
    /// (if `.new` is set) and no `oldValue`.
    nonisolated public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change, with `isPrior` true and the value before it
    /// as `oldValue` (if `.old` is set).
    nonisolated public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
  }
#endif
