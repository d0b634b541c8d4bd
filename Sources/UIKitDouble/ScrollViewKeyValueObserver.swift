// One key-value observation of a UIScrollView in the double (UIScrollView+KeyValueObserving.swift).
// Where Objective-C exists (macOS), Foundation has key-value observing and the double uses it.

#if !canImport(ObjectiveC)
  // MARK: - ScrollViewKeyValueObserver

  /// An observation registered on a scroll view: the key path it observes, the observation object
  /// (held weakly: freeing it ends the observation, as in Foundation), and the call that builds the
  /// typed change and calls the handler.
  struct ScrollViewKeyValueObserver {
    /// The observed key path, rooted at `UIScrollView`.
    let keyPath: AnyKeyPath
    /// The options the observation was made with.
    let options: NSKeyValueObservingOptions
    /// The observation; `nil` once freed.
    weak var observation: NSKeyValueObservation?
    /// Calls the handler with the scroll view, the value before and after, and whether this is the
    /// call made before the change.
    let notify: (UIScrollView, _ oldValue: Any, _ newValue: Any, _ isPrior: Bool) -> Void

    /// Whether the observation still observes: not freed, not invalidated.
    var isLive: Bool { observation?.isValid ?? false }
  }
#endif
