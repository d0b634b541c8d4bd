// Layout guides (H16:UILayoutGuide.h; "UILayoutGuide" in Apple's documentation).

/// A rectangle in its owning view's coordinate space that constraints can position, with no
/// view of its own. A guide added with `addLayoutGuide(_:)` is placed by the solver when its
/// owning view lays out (`layoutFrame`). The guides UIKit places itself (the safe area, a
/// scroll view's frame guide) are fixed: `fixedFrame` computes their rectangle from the owning
/// view's current geometry. A scroll view's content guide is not modelled by this type (its
/// size would set `contentSize`); see the README.
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  // MARK: Storage

  /// The rectangle the solver last gave a free guide.
  package var solvedFrame: CGRect = .zero
  /// For a guide UIKit places itself: its rectangle, from the owning view's current geometry,
  /// in the owning view's bounds coordinates. Nil for a guide the constraints place.
  package var fixedFrame: (@MainActor (UIView) -> CGRect)?

  /// An empty guide with no owning view.
  public override init() { super.init() }

  // MARK: Geometry

  /// The guide's rectangle in its owning view's coordinate space: the fixed rectangle for a
  /// guide UIKit places, otherwise the one the last layout pass of the owning view solved
  /// (`.zero` before).
  open var layoutFrame: CGRect {
    if let fixedFrame, let owningView { return fixedFrame(owningView) }
    return solvedFrame
  }
  /// The view whose coordinate space the guide lives in (set by `addLayoutGuide(_:)`).
  open weak var owningView: UIView?
  /// A name for messages; empty by default.
  open var identifier: String = ""

  // MARK: Anchors

  /// The leading (left) edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing (right) edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
