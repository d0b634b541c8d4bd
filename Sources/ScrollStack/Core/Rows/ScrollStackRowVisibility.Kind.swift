import Foundation

// MARK: - ScrollStackRowVisibility.Kind

extension ScrollStackRowVisibility {
  /// The four kinds of visibility, without a percentage.
  public enum Kind: String, Hashable, Sendable {
    /// See ``ScrollStackRowVisibility/partial(percentage:)``.
    case partial
    /// See ``ScrollStackRowVisibility/entire``.
    case entire
    /// See ``ScrollStackRowVisibility/hidden``.
    case hidden
    /// See ``ScrollStackRowVisibility/offscreen``.
    case offscreen
  }
}
