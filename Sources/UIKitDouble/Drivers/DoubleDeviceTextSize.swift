// `NSLock.withLock` needs macOS 14; the package supports macOS 10.15, hence lock() and unlock().

/// The device's text size setting (Settings ▸ Display ▸ Text Size), read by
/// `UIFont.preferredFont(forTextStyle:)` from any thread; set through `DoubleDevice`.
final class DoubleDeviceTextSize: @unchecked Sendable {
  /// The one setting.
  static let shared = DoubleDeviceTextSize()

  /// Guards ``stored``.
  private let lock = NSLock()
  /// ``category``.
  private var stored = UIContentSizeCategory.large

  /// The current text size; `.large` by default.
  var category: UIContentSizeCategory {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
