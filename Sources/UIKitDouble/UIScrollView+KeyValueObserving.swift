// Key-value observing of a UIScrollView (Foundation's `observe(_:options:changeHandler:)`, which on
// iOS every NSObject has; Linux's Foundation has no key-value observing).
// Where Objective-C exists (macOS), Foundation has key-value observing and the double uses it.

#if !canImport(ObjectiveC)
  // MARK: - UIScrollView + KeyValueObserving

  extension UIScrollView {
    /// Observes the property at `keyPath`: `changeHandler` is called after each set of it (also a
    /// set to the same value, as Foundation's automatic notifications), with what `options` asks for;
    /// until the returned observation is invalidated or freed. Default options: none (the change
    /// carries no values).
    ///
    /// The double notifies observers of `contentSize` only (UIKit sets it as a table or collection
    /// view loads and lays out its content); an observation of another key path is made and never
    /// called (except its `.initial` call).
    @preconcurrency
    nonisolated public func observe<Value>(
      _ keyPath: KeyPath<UIScrollView, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping @Sendable (UIScrollView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let observation = NSKeyValueObservation()
      let observer = ScrollViewKeyValueObserver(keyPath: keyPath, options: options, observation: observation) {
        scrollView, oldValue, newValue, isPrior in
        let change = NSKeyValueObservedChange<Value>(
          newValue: options.contains(.new) && !isPrior ? newValue as? Value : nil,
          oldValue: options.contains(.old) ? oldValue as? Value : nil, isPrior: isPrior)
        changeHandler(scrollView, change)
      }
      keyValueObservers.append(observer)
      if options.contains(.initial) {
        let value = options.contains(.new) ? self[keyPath: keyPath] : nil
        changeHandler(self, NSKeyValueObservedChange(newValue: value, oldValue: nil, isPrior: false))
      }
      return observation
    }

    // MARK: Internal

    /// Calls the observers of `keyPath`, before a set (`isPrior`, only those that asked for it) or
    /// after it, and forgets the observations that ended.
    func notifyKeyValueObservers(of keyPath: AnyKeyPath, oldValue: Any, newValue: Any, isPrior: Bool) {
      guard !keyValueObservers.isEmpty else { return }
      keyValueObservers.removeAll { !$0.isLive }
      // A handler may observe again or end observations: it runs on a copy.
      for observer in keyValueObservers
      where observer.keyPath == keyPath && observer.isLive
        && (!isPrior || observer.options.contains(.prior))
      {
        observer.notify(self, oldValue, newValue, isPrior)
      }
    }
  }
#endif
