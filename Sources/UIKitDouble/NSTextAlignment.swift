// NSTextAlignment (X from H16:NSText.h).

// MARK: - NSTextAlignment

/// How text lines up; stored only (the double draws no text).
public enum NSTextAlignment: Int, @unchecked Sendable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// The script's natural side.
  case natural = 4
}
