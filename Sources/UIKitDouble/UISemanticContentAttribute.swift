/// What a view's content means for its layout direction (`UIView.semanticContentAttribute`).
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  /// Follows the layout direction of the environment (the default).
  case unspecified = 0
  /// Playback controls: always left to right.
  case playback = 1
  /// Spatial controls (a D-pad): always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
