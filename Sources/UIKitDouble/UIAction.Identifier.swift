// UIAction.Identifier (X from H16:UIAction.h).

// MARK: - UIAction.Identifier

extension UIAction {
  /// The name of an action.
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
