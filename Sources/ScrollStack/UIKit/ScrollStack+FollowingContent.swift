@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + FollowingContent

extension ScrollStack {
  /// A row that comes on screen for the first time starts following its content, unless it
  /// asks for a `.fixed` length (ScrollStackRow+FollowingContent.swift): only rows the user has
  /// seen pay for it (constraints, Auto Layout in their layout pass), however many rows are
  /// displayed. A change made to a row's content before that is picked up when it comes on
  /// screen: joining lays the row out, and its content's length is compared then.
  func rowCameOnScreen(_ row: ScrollStackRow) {
    if case .fixed = platform.requestedSize(for: row, axis: engine.axis) { return }
    row.followContent(along: engine.axis)
  }

  /// Measures again the row of `container`, a row's controller whose preferred or fitting size
  /// changed (its stack controller heard it), in the next layout pass, or at once, animated,
  /// inside an animation block. Nothing for a container that is no row's controller here.
  func contentOfChildMayHaveResized(_ container: any UIContentContainer) {
    guard let controller = container as? UIViewController, let row = rowForController(controller) else { return }
    row.measuredLength = nil
    engine.rowContentMayHaveResized(row, animated: UIView.inheritedAnimationDuration > 0)
  }
}
