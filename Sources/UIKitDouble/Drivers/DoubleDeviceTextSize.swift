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
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
