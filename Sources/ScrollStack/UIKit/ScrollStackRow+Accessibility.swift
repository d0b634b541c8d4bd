@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + Accessibility

// What VoiceOver, Full Keyboard Access and the focus system see of a row: the overrides in the class body ask these.
// Whether the content has views VoiceOver reaches by itself is found when VoiceOver asks (the
// getters), and only for a tappable row that is not set as an element: nothing is walked when a
// row is added, scrolled or laid out, and a row that is not tappable answers at once. The walk
// covers the row's own content, shown views only, and stops at the first reachable view.

extension ScrollStackRow {
  // MARK: Internal

  /// Whether the row is one accessibility element now (``isAccessibilityElement``).
  var isOneAccessibilityElement: Bool {
    RowAccessibilitySemantics.isElement(
      isTappable: isTappable, isElementSetOnRow: super.isAccessibilityElement,
      contentHasReachableViews: contentHasReachableViews)
  }

  /// Whether the row offers its tap as a custom action and groups its content's elements.
  var offersTapAsAccessibilityAction: Bool {
    RowAccessibilitySemantics.offersTapAsCustomAction(
      isTappable: isTappable, isElementSetOnRow: super.isAccessibilityElement,
      contentHasReachableViews: contentHasReachableViews)
  }

  /// Whether the content has a view VoiceOver reaches by itself (Core's rule), read now.
  func contentHasReachableViews() -> Bool {
    RowAccessibilitySemantics.contentHasReachableViews(
      content: contentView, children: { $0.subviews.filter { !$0.isHidden } },
      facts: { RowSubviewFacts($0, readsAccessibility: true) })
  }

  /// Whether the row takes `presses` as its own: they include a select and the row is tappable.
  func takesSelect(_ presses: Set<UIPress>) -> Bool {
    isTappable && presses.contains { $0.type == .select }
  }

  /// Runs the tap when the row is tappable; returns whether it did.
  func activateTap() -> Bool {
    guard RowAccessibilitySemantics.activationRunsTap(isTappable: isTappable) else { return false }
    runTap()
    return true
  }

  /// The custom action that runs the tap, named by the row's label.
  nonisolated func makeTapAccessibilityAction() -> UIAccessibilityCustomAction {
    UIAccessibilityCustomAction(name: RowAccessibilitySemantics.tapActionName(label: accessibilityLabel)) {
      [weak self] _ in
      MainThreadCallback.run { self?.activateTap() ?? false } ?? false
    }
  }
}
