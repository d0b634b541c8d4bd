// UITextContentType (X from H16:UITextInputTraits.h).

// MARK: - UITextContentType

/// What a text input holds, for autofill; stored only.
public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a content type of that name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A person's name.
  nonisolated public static let name = UITextContentType(rawValue: "name")
  /// An email address.
  nonisolated public static let emailAddress = UITextContentType(rawValue: "email")
  /// A new password.
  nonisolated public static let newPassword = UITextContentType(rawValue: "new-password")
}
