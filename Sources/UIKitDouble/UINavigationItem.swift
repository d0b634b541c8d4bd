// UINavigationItem (X from H16:UINavigationItem.h).

// MARK: - UINavigationItem

/// The items a navigation bar would show for a controller: stored only, the double draws no bar.
@MainActor @preconcurrency open class UINavigationItem: NSObject {
  /// The bar buttons on the trailing side; `nil` by default.
  open var rightBarButtonItems: [UIBarButtonItem]?
}
