// MARK: - RowTouchFacts

/// The row's facts ``RowTouchStateMachine`` decides with, read by the platform at each event.
package struct RowTouchFacts: Equatable, Sendable {
  // MARK: Lifecycle

  /// The facts as the platform reads them; `tapsWithRecognizer` is `false` unless said otherwise.
  package init(isTappable: Bool, isHighlightable: Bool, tapsWithRecognizer: Bool = false) {
    self.isTappable = isTappable
    self.isHighlightable = isHighlightable
    self.tapsWithRecognizer = tapsWithRecognizer
  }

  // MARK: Package

  /// Whether the row responds to taps (on UIKit: it has an `onTap`, or its content view adopts
  /// `Tappable`).
  package var isTappable: Bool
  /// Whether the row has a highlightable controller or content view that wants highlighting
  /// (`ScrollStackRowHighlightable.isHighlightable`).
  package var isHighlightable: Bool
  /// Whether the platform has a tap recognizer that alone decides taps (UIKit's
  /// `UITapGestureRecognizer`): lifting the finger then never taps by itself, and a recognized tap
  /// is trusted. Without one, lifting inside is the tap.
  package var tapsWithRecognizer: Bool
}
