import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ContentLengthRule

/// The rules by which a row follows its content's length once displayed.
///
/// A row's content is measured when the row is laid out (the platform's fitting length) and
/// measured again when its length changes after that. Two kinds of content report a change:
/// content sized by Auto Layout (the row compares the length Auto Layout gave it), and a nested
/// scroll view that does not scroll and has no intrinsic length (a table or collection view with
/// scrolling turned off), whose length is its whole content: its `contentSize` along the axis
/// and its content insets, as a UIKit text view with scrolling off sizes itself to its text.
package enum ContentLengthRule {
  /// The length a nested scroll view that does not scroll is given along `axis`: its content's
  /// length plus its content insets before and after along the axis. Non-finite or negative parts
  /// count as zero (a bad `contentSize` or inset never gives the row a bad length).
  package static func nestedScrollContentLength(
    contentSize: CGSize, contentInset: StackEdgeInsets, along axis: StackAxis
  ) -> CGFloat {
    let content = contentSize.length(along: axis)
    let insets = contentInset.sanitized
    let parts = [content, insets.leading(along: axis), insets.trailing(along: axis)]
    return parts.reduce(0) { $0 + ($1.isFinite && $1 > 0 ? $1 : 0) }
  }

  /// Whether `length` differs from the `measured` one by more than half a pixel at
  /// `displayScale` (a scale below 1 or not finite counts as 1): Auto Layout rounds frames to
  /// pixels, a fitting size may not be, so a smaller difference is no change.
  package static func differs(_ length: CGFloat, fromMeasured measured: CGFloat, displayScale: CGFloat) -> Bool {
    let tolerance = 0.5 / (displayScale.isFinite && displayScale >= 1 ? displayScale : 1)
    return abs(length - measured) > tolerance
  }
}
