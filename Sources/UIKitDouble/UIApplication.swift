// UIApplication (X from H16:UIApplication.h).

// MARK: - UIApplication

/// The application object. The double has no app life cycle, run loop or scenes: nothing here
/// runs by itself.
@MainActor @preconcurrency open class UIApplication: UIResponder {
}
