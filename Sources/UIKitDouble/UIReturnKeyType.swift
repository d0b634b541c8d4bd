// UIReturnKeyType (X from H16:UITextInputTraits.h).

// MARK: - UIReturnKeyType

/// The return key's title; stored only.
public enum UIReturnKeyType: Int, @unchecked Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Next.
  case next = 4
  /// Done.
  case done = 9
}
