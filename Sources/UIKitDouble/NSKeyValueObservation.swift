// NSKeyValueObservation (Foundation's Swift overlay, KVO.swift).
// Where Objective-C exists (macOS), Foundation has key-value observing and the double uses it.

#if !canImport(ObjectiveC)
  // MARK: - NSKeyValueObservation

  /// An observation `observe(_:options:changeHandler:)` returned. It observes until it is
  /// invalidated or freed: keep it as long as the handler is to be called.
  public class NSKeyValueObservation: NSObject {
    /// Stops the observation: its handler is not called again. Calling it again does nothing.
    public func invalidate() {
      lock.lock()
      isInvalidated = true
      lock.unlock()
    }

    // MARK: Internal

    override init() {
      super.init()
    }

    /// Whether `invalidate()` was called. The observed object's notifications read it.
    var isValid: Bool {
      lock.lock()
      defer { lock.unlock() }
      return !isInvalidated
    }

    // MARK: Private

    private let lock = NSLock()
    private var isInvalidated = false
  }

  /// Any thread may invalidate it (its state is behind a lock). Foundation declares this from iOS 16.
  @available(iOS 16.0, *)
  extension NSKeyValueObservation: @unchecked Sendable {}
#endif
