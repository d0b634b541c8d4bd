import Foundation

// MARK: - ScrollStackRowHighlightable

/// Adopted by a row's view controller or content view to show a highlight while a tappable row
/// is touched.
///
/// Only tappable rows highlight (with an `onTap`, or a `Tappable` content view). The controller is
/// asked first, then the content view. The stack animates the change
/// (`highlightAnimationDuration`). `Highlightable`, AloeStackView's protocol, refines this one with
/// a default highlight.
@MainActor
public protocol ScrollStackRowHighlightable: AnyObject {
  /// Whether the row highlights when touched; `true` by default.
  var isHighlightable: Bool { get }
  /// Shows or removes the highlight, e.g. by changing a background colour.
  func setIsHighlighted(_ isHighlighted: Bool)
}

extension ScrollStackRowHighlightable {
  /// `true`.
  public var isHighlightable: Bool { true }
}
