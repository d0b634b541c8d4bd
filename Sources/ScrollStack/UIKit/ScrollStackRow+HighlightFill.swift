#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + HighlightFill

// The fill that ``Highlightable``'s default highlight shows: a view of the row's highlight
// colour over the row's background and under its content, so the background the row had comes
// back as it was when the highlight goes (AloeStackView swapped the row's background colour).
extension ScrollStackRow {
  // MARK: Internal

  /// The highlight colour of this row: the one set through the stack's `rowHighlightColor`
  /// when the row was added, else the stack's default.
  var highlightFillColor: UIColor {
    highlightColorSetting ?? ScrollStack.defaultRowHighlightColor
  }

  /// The fill shown now, if any.
  var highlightFill: UIView? {
    subviews.first { $0 is HighlightFillView }
  }

  /// Whether the row shows its highlight fill; setting it adds or removes the fill.
  var showsHighlightFill: Bool {
    get { highlightFill != nil }
    set {
      guard newValue != showsHighlightFill else { return }
      guard newValue else {
        highlightFill?.removeFromSuperview()
        return
      }
      let fill = HighlightFillView(frame: bounds)
      fill.backgroundColor = highlightFillColor
      fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      fill.isUserInteractionEnabled = false
      insertSubview(fill, at: 0)
    }
  }
}

/// The view ``ScrollStackRow/showsHighlightFill`` adds.
private final class HighlightFillView: UIView {}
