/// The direction an interface is laid out in: which side is leading.
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft = 1
}
