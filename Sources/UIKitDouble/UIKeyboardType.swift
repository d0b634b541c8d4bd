// UIKeyboardType (X from H16:UITextInputTraits.h).

// MARK: - UIKeyboardType

/// Which keyboard a text input asks for; stored only.
public enum UIKeyboardType: Int, @unchecked Sendable {
  /// The default keyboard.
  case `default` = 0
  /// ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// A phone pad.
  case phonePad = 5
  /// Names and phone numbers.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
}
