// MARK: - RowAccessibilitySemantics

/// What assistive technologies (VoiceOver, Full Keyboard Access) see of a row, stated without
/// UIKit: pure decisions over plain facts the platform reads.
///
/// The rule: a tappable row is one element (a button, activated by a double tap) only when
/// nothing in its content is reachable by itself; otherwise the content's elements stay reachable
/// (a switch, a horizontal gallery, labels) and the row's tap is offered as a custom action of the
/// row, which groups them.
package enum RowAccessibilitySemantics {
  // MARK: Package

  /// Whether the row is one accessibility element: the value set on the row itself when `true`;
  /// otherwise a tappable row is when its content has no view VoiceOver reaches by itself
  /// (`contentHasReachableViews`, see ``contentHasReachableViews(content:children:facts:)``), so
  /// VoiceOver reaches the content's own elements. `contentHasReachableViews` is called only for a
  /// tappable row not set as an element: the others answer without reading their content.
  package static func isElement(
    isTappable: Bool, isElementSetOnRow: Bool, contentHasReachableViews: () -> Bool
  ) -> Bool {
    if isElementSetOnRow { return true }
    return isTappable && !contentHasReachableViews()
  }

  /// Whether the row offers its tap as a custom action (and groups its content's elements): it is
  /// tappable but not one element. `contentHasReachableViews` is called as for
  /// ``isElement(isTappable:isElementSetOnRow:contentHasReachableViews:)``.
  package static func offersTapAsCustomAction(
    isTappable: Bool, isElementSetOnRow: Bool, contentHasReachableViews: () -> Bool
  ) -> Bool {
    guard isTappable, !isElementSetOnRow else { return false }
    return contentHasReachableViews()
  }

  /// Whether VoiceOver reaches a view inside the content by itself: it is an accessibility element
  /// (a label, an image with a label), or it handles touches itself (``RowTouchOwnership``).
  package static func isReachable(_ view: RowSubviewFacts) -> Bool {
    view.isAccessibilityElement || RowTouchOwnership.keepsTouches(view)
  }

  /// Whether the content has a view VoiceOver reaches by itself: the content view when it handles
  /// touches itself (a content view that is only an accessibility element is the row's label), or
  /// a descendant that ``isReachable(_:)``. `children` gives a view's subviews that are shown
  /// (hidden ones left out); `facts` its facts. Walks depth first and stops at the first reachable
  /// view: a row's content costs at most its own subtree.
  package static func contentHasReachableViews<View>(
    content: View, children: (View) -> [View], facts: (View) -> RowSubviewFacts
  ) -> Bool {
    if RowTouchOwnership.keepsTouches(facts(content)) { return true }
    var pending = children(content)
    while let view = pending.popLast() {
      if isReachable(facts(view)) { return true }
      pending += children(view)
    }
    return false
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

  /// The name of the custom action that runs the tap: the row's label, or "Activate" (VoiceOver's
  /// word for a double tap) when it has none or an empty one.
  package static func tapActionName(label: String?) -> String {
    guard let label, !label.isEmpty else { return "Activate" }
    return label
  }

  /// Whether activating the row (VoiceOver's double tap, its custom action, Full Keyboard Access)
  /// runs its `onTap`; the activation reports this result (`false`: not handled, as for a row that
  /// is not tappable).
  package static func activationRunsTap(isTappable: Bool) -> Bool {
    isTappable
  }
}
