import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + ContentResizing

/// Rows that follow their content: the platform reports a row whose content changed size (an
/// intrinsic size, constraints, a child controller's preferred size), and the row is measured
/// again in the next layout pass, once however many reports it got, and laid out with the
/// others in that one pass. Only the reported rows are measured.
extension ScrollStackEngine {
  /// Notes that the content of `row` may have changed size; the platform has forgotten its
  /// cached measurement. The row is measured again at the start of the next layout pass (a
  /// pending one, or one this asks for), once for every report made before it; a row that has
  /// left the stack by then is skipped. When `animated` (the report came from inside an
  /// animation block), the pass runs now, inside the caller's animation, and the platform places
  /// the rows at once so that their new frames animate. The delegate hears the resize as any
  /// (`didUpdateLayout`, `contentSizeDidChange`).
  package func rowContentMayHaveResized(_ row: Row, animated: Bool) {
    guard index(of: row) != nil else { return }
    rowsWhoseContentResized.append(row)
    guard animated else {
      setNeedsLayout()
      return
    }
    keepingOwnerAlive {
      endChange()
      platform.placeRowsNow()
    }
  }

  /// Measures again, once each, the rows reported by ``rowContentMayHaveResized(_:animated:)``
  /// that are still in the stack, and stores their extents: O(k log n) for k reported rows.
  /// Measuring may run user code that reports again or changes the stack: the reports taken
  /// are cleared first, and each row's place is looked up when it is measured.
  func remeasureRowsWhoseContentResized() {
    let reported = rowsWhoseContentResized
    rowsWhoseContentResized = []
    var measured = Set<ObjectIdentifier>()
    for row in reported where measured.insert(ObjectIdentifier(row)).inserted {
      guard index(of: row) != nil else { continue }
      let state = row.rowState
      let previous = state.measuredLength
      remeasure(row, state, estimating: false)
      if state.measuredLength != previous { visibilityTracking.flag(row) }
    }
  }
}
