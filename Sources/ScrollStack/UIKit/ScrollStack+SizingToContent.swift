@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + SizingToContent

// A stack that is as long as its content, up to a maximum (`sizesToContent`): the length comes
// from Core's `ContentFittingLength`; Auto Layout hears of it only when it changes.
extension ScrollStack {
  // MARK: Internal

  /// The length along the axis that fits the content and the adjusted content insets, up to
  /// ``maximumLengthWhenSizingToContent`` (`nil`: no finite length, no limit and no end).
  var contentFittingLength: CGFloat? {
    let axis = engine.axis
    let insets = adjustedContentInset
    let insetLength = axis == .vertical ? insets.top + insets.bottom : insets.left + insets.right
    return ContentFittingLength.length(
      contentLength: contentSize.length(along: axis), insetLength: insetLength, maximum: maximumFittingLength)
  }

  /// Tells Auto Layout (`invalidateIntrinsicContentSize()`) when the fitting length changed since
  /// it was last told, or ``sizesToContent`` was switched; nothing otherwise. O(1).
  func contentFittingLengthMayHaveChanged() {
    let length = sizesToContent ? contentFittingLength : nil
    guard length != reportedFittingLength else { return }
    reportedFittingLength = length
    invalidateIntrinsicContentSize()
  }

  /// Sets ``maximumLengthWhenSizingToContent``, refusing NaN and negative values.
  func setMaximumFittingLength(_ length: CGFloat) {
    guard !length.isNaN, length >= 0 else {
      StackDiagnostics.report(
        StackDiagnostic(
          kind: .invalidSize, operation: "maximumLengthWhenSizingToContent",
          message: "Length \(length) is not a length; it was ignored."),
        to: engine.onDiagnostic)
      return
    }
    maximumFittingLength = length
    contentFittingLengthMayHaveChanged()
  }
}
