// UIMenu (X from H16:UIMenu.h).

// MARK: - UIMenu

/// A menu: the double shows none.
@MainActor @preconcurrency open class UIMenu: UIMenuElement {}
