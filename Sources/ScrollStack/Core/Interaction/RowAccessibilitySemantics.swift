// MARK: - RowAccessibilitySemantics

/// What assistive technologies (VoiceOver) see of a row, stated without UIKit: pure decisions over
/// plain facts the platform reads.
package enum RowAccessibilitySemantics {
  // MARK: Package

  /// Whether the row is one accessibility element: a tappable row always is (VoiceOver then
  /// reads and activates it as a whole); otherwise the value set on the row itself (`false` by
  /// default), so VoiceOver reaches the content's own elements.
  package static func isElement(isTappable: Bool, isElementSetOnRow: Bool) -> Bool {
    isTappable || isElementSetOnRow
  }

  /// Whether the row is presented as a button: it is when tappable.
  package static func isButton(isTappable: Bool) -> Bool {
    isTappable
  }

  /// The row's label: the label set on the row, or else the content view's label, or else the
  /// controller's title; `nil` when none is set. Only `nil` falls through (an empty label set on
  /// purpose is kept).
  package static func label(rowLabel: String?, contentLabel: String?, controllerTitle: String?) -> String? {
    rowLabel ?? contentLabel ?? controllerTitle
  }

  /// Whether activating the row (VoiceOver's double tap) runs its `onTap`; the activation
  /// reports this result (`false`: not handled, as for a row that is not tappable).
  package static func activationRunsTap(isTappable: Bool) -> Bool {
    isTappable
  }
}
