@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + FollowingContent

// A row that has been on screen, whose content sizes itself with Auto Layout (it holds
// constraints, or has an intrinsic length along the axis), follows its content: the content
// joins the row with constraints (`RowContentConstraints`) that leave its length its own. A
// change Auto Layout sees (an intrinsic size invalidated, a constraint changed, deep in the
// content) changes that length, UIKit lays the row out again (the superview of the view whose
// frame changed), and the row reports it to its stack, which measures this row again in its next
// pass. A row that never comes on screen costs nothing more, however many rows are displayed; a
// row with a requested (fixed) size, or content placed by its frame alone, keeps its content
// placed by frame.
extension ScrollStackRow {
  /// Joins the content to the row with constraints along `axis`, if the row is displayed, holds
  /// its content, and the content sizes itself with Auto Layout; again along a new axis. Content
  /// that is a scroll view is observed instead (ScrollStackRow+NestedScrollContent.swift). O(1).
  func followContent(along axis: StackAxis) {
    if let joined = contentConstraints {
      guard joined.axis != axis else { return }
      placeContentByFrame()
    }
    guard rowState.isDisplayed, contentView.superview === self else { return }
    followNestedScrollContent()
    // A scroll view that does not scroll is as long as its content, placed by frame
    // (ScrollStackRow+NestedScrollContent.swift).
    guard nonScrollingContent(along: axis) == nil, contentSizesWithAutoLayout(along: axis) else { return }
    let frame = contentView.frame
    let joined = RowContentConstraints(content: contentView, row: self, axis: axis)
    joined.place(frame, rowSize: bounds.size)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate(joined.all)
    contentConstraints = joined
  }

  /// Stops following the content: places it by frame again and stops observing a nested scroll
  /// view's content (a requested size, the content leaving the row).
  func stopFollowingContent() {
    stopFollowingNestedScrollContent()
    placeContentByFrame()
  }

  /// Takes away the constraints joining the content to the row, which places it by frame again;
  /// nothing for content not joined.
  func placeContentByFrame() {
    guard let joined = contentConstraints else { return }
    contentConstraints = nil
    NSLayoutConstraint.deactivate(joined.all)
    if contentView.superview === self { contentView.translatesAutoresizingMaskIntoConstraints = true }
  }

  /// Tells the stack when Auto Layout gave the content another length along the axis than the
  /// one measured (and than the one last reported): the row is measured again in the stack's
  /// next layout pass, or now, animated, inside an animation block.
  func reportContentLengthIfChanged() {
    guard let joined = contentConstraints, let stack, contentView.superview === self else { return }
    let length = contentView.frame.size.length(along: joined.axis)
    guard
      ContentLengthRule.differs(
        length, fromMeasured: rowState.measuredLength, displayScale: traitCollection.displayScale),
      length != joined.lastReportedLength
    else { return }
    joined.lastReportedLength = length
    measuredLength = nil
    stack.engine.rowContentMayHaveResized(self, animated: UIView.inheritedAnimationDuration > 0)
  }

  /// Whether the content's size comes from Auto Layout along `axis`: it holds constraints (to
  /// its subviews, or its own size), or it has an intrinsic length along the axis (a label).
  /// Content placed by its frame alone would have no length under constraints.
  private func contentSizesWithAutoLayout(along axis: StackAxis) -> Bool {
    !contentView.constraints.isEmpty || contentView.intrinsicContentSize.length(along: axis) >= 0
  }
}
