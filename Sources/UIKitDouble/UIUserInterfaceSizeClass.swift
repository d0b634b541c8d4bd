/// A coarse width or height class of the space a view has.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  /// Not set.
  case unspecified = 0
  /// Constrained (an iPhone's width; its height in landscape).
  case compact = 1
  /// Ample.
  case regular = 2
}
