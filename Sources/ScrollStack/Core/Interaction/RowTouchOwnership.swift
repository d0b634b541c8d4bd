// MARK: - RowTouchOwnership

/// Which touches a tappable row's tap takes, stated without UIKit: the inner interaction wins, as
/// in a table view cell.
///
/// The rule: a touch belongs to the view it landed on, or to the nearest view between it and the
/// row that handles touches itself, whenever there is one: a control, a text view, a table or
/// collection view cell, a scroll view, or a view with gesture recognizers of its own. Only a touch
/// whose path up to the row crosses none of these (a label, an image, a plain container) taps the
/// row and highlights it.
package enum RowTouchOwnership {
  // MARK: Package

  /// Whether `view` handles its touches itself, so the row's tap must not take them.
  package static func keepsTouches(_ view: RowSubviewFacts) -> Bool {
    view.isControl || view.isTextView || view.isCell || view.isScrollView || view.hasOwnGestureRecognizers
  }

  /// Whether the row's tap takes a touch whose path is `path`: the facts of the touched view, then
  /// of each superview up to the row (the row excluded). Reads the path only until a view that
  /// keeps its touches.
  package static func rowTapTakesTouch(path: some Sequence<RowSubviewFacts>) -> Bool {
    !path.contains(where: keepsTouches)
  }
}
