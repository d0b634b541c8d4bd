#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - Highlightable

/// Adopted by a row view that highlights while its row is touched: AloeStackView's protocol of
/// the same name, a ``ScrollStackRowHighlightable`` with AloeStackView's default highlight.
///
/// A view adopting it needs nothing else: ``ScrollStackRowHighlightable/isHighlightable`` is
/// `true` by default, and a `UIView`'s `setIsHighlighted(_:)` fills its row with the row's
/// highlight colour (the stack's ``ScrollStack/rowHighlightColor`` when the row was added,
/// a light grey by default), over the row's background and under its content, and takes it away
/// again. Implement either member to change that.
///
/// As every ``ScrollStackRowHighlightable``, only a tappable row highlights: one with an `onTap`
/// (``ScrollStack/setTapHandler(forRow:handler:)``) or whose view adopts ``Tappable``.
/// (AloeStackView highlighted a touched row whether or not a tap did anything.)
///
/// ```swift
/// final class DisclosureRow: UIView, Tappable, Highlightable {
///   func didTapView() { /* open the details */ }
/// }
/// ```
@MainActor
public protocol Highlightable: ScrollStackRowHighlightable {}

extension Highlightable where Self: UIView {
  /// Fills the row showing this view with its highlight colour while `isHighlighted`, under the
  /// view; does nothing when the view is not shown by a row.
  public func setIsHighlighted(_ isHighlighted: Bool) {
    (superview as? ScrollStackRow)?.showsHighlightFill = isHighlighted
  }
}
