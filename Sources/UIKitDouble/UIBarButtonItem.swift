// UIBarButtonItem (X from H16:UIBarButtonItem.h; DOCS for the primary-action initializer).

// MARK: - UIBarButtonItem

/// A bar button: it keeps what it was made with. No bar shows it; a package driver
/// (`UIBarButtonItem.performPrimaryAction()`) runs its primary action as a tap would.
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
  // The SDK declares it a convenience init.
  /// Creates an item with a title, an image, a primary action and a menu (all optional).
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    storedTitle = title
    storedImage = image
    storedPrimaryAction = primaryAction
    storedMenu = menu
  }

  // MARK: Package

  /// The title it was made with.
  package var storedTitle: String?
  /// The image it was made with.
  package var storedImage: UIImage?
  /// The action a tap runs.
  package var storedPrimaryAction: UIAction?
  /// The menu it was made with.
  package var storedMenu: UIMenu?
}
