@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - RowContentConstraints

/// The constraints that join a row's content to the row while the row follows its content: the
/// content's two edges across the stack's axis and its leading edge along it are pinned where
/// the row's layout puts them (its insets); nothing holds its length along the axis, which is
/// the content's own (its intrinsic size and its constraints). When Auto Layout changes that
/// length, UIKit lays the row out again, and the row asks its stack to measure it
/// (``ScrollStackRow/layoutSubviews()``). Physical edges (left, right, top, bottom), as the
/// row's frame-based layout (`RowLayout`) uses.
@MainActor
final class RowContentConstraints {
  // MARK: Lifecycle

  /// The constraints joining `content` to `row` for a stack along `axis` (not yet active).
  init(content: UIView, row: UIView, axis: StackAxis) {
    self.axis = axis
    if axis == .vertical {
      crossStart = content.leftAnchor.constraint(equalTo: row.leftAnchor)
      crossEnd = content.rightAnchor.constraint(equalTo: row.rightAnchor)
      axisStart = content.topAnchor.constraint(equalTo: row.topAnchor)
    } else {
      crossStart = content.topAnchor.constraint(equalTo: row.topAnchor)
      crossEnd = content.bottomAnchor.constraint(equalTo: row.bottomAnchor)
      axisStart = content.leftAnchor.constraint(equalTo: row.leftAnchor)
    }
  }

  // MARK: Internal

  /// The stack's axis the constraints were made for.
  let axis: StackAxis

  /// The content's length along the axis the row last reported to its stack, so that a
  /// layout that gives the same length again reports nothing.
  var lastReportedLength: CGFloat?

  /// All three, for activating and deactivating.
  var all: [NSLayoutConstraint] { [crossStart, crossEnd, axisStart] }

  /// Sets the constants so that the content starts where `contentFrame` (in the row's
  /// coordinates) does and spans it across the axis, in a row of `rowSize`; only the constants
  /// that change are set.
  func place(_ contentFrame: CGRect, rowSize: CGSize) {
    let cross = axis.cross
    set(crossStart, to: contentFrame.start(along: cross))
    set(crossEnd, to: contentFrame.end(along: cross) - rowSize.length(along: cross))
    set(axisStart, to: contentFrame.start(along: axis))
  }

  // MARK: Private

  private let crossStart: NSLayoutConstraint
  private let crossEnd: NSLayoutConstraint
  private let axisStart: NSLayoutConstraint

  private func set(_ constraint: NSLayoutConstraint, to constant: CGFloat) {
    let value = constant.isFinite ? constant : 0
    if constraint.constant != value { constraint.constant = value }
  }
}
