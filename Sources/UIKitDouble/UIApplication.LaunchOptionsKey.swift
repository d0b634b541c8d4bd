// UIApplication.LaunchOptionsKey (X from H16:UIApplication.h).

// MARK: - UIApplication.LaunchOptionsKey

extension UIApplication {
  /// A key of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
