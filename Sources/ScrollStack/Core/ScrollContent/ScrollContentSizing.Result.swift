import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollContentSizing.Result

extension ScrollContentSizing {
  /// The result of sizing: the content size and what was wrong with the input.
  public struct Result: Equatable, Sendable {
    // MARK: Public

    /// The size the content view should have.
    public var size: CGSize
    /// Problems found, e.g. ``StackDiagnostic/Kind/undefinedContentSize`` for an axis whose
    /// fitting length is NaN, infinite or negative.
    public var diagnostics: [StackDiagnostic]
  }
}
