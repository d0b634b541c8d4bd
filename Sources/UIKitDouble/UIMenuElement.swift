// UIMenuElement (X from H16:UIMenuElement.h).

// MARK: - UIMenuElement

/// The base of menus and actions; it stores nothing in the double.
@MainActor @preconcurrency open class UIMenuElement: NSObject {
}
