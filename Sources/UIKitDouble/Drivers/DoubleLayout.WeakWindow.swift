extension DoubleLayout {
  /// A window held weakly.
  struct WeakWindow {
    /// The window, while it lives.
    weak var window: UIWindow?
  }
}
