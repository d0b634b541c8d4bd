/// The layout direction a trait collection carries (`UITraitCollection.layoutDirection`).
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
  /// Not set.
  case unspecified = -1
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}
