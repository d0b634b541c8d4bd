// UIBarItem (X from H16:UIBarItem.h).

// MARK: - UIBarItem

/// The base of bar items; it stores nothing in the double.
@MainActor @preconcurrency open class UIBarItem: NSObject {
}
