// Layout guides (H16:UILayoutGuide.h; "UILayoutGuide" in Apple's documentation).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A rectangle in its owning view's coordinate space that constraints can position, with no
/// view of its own. A guide added with `addLayoutGuide(_:)` is placed by the solver when its
/// owning view lays out (`layoutFrame`). The guides UIKit places itself (the safe area, a
/// scroll view's frame guide) are fixed: `fixedFrame` computes their rectangle from the owning
/// view's current geometry. A scroll view's content guide (`scrollViewContentGuide(owner:)`)
/// has its origin held at the content's and its size solved.
@MainActor @preconcurrency open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
  // MARK: Storage

  /// The rectangle the solver last gave a free guide.
  package var solvedFrame: CGRect = .zero
  /// For a guide UIKit places itself: its rectangle, from the owning view's current geometry,
  /// in the owning view's bounds coordinates. Nil for a guide the constraints place.
  /// `final`: with Swift 6.3 a subclass (`UIKeyboardLayoutGuide`) naming it in its vtable named
  /// another closure type than the definition, and the double did not link.
  package final var fixedFrame: (@MainActor (UIView) -> CGRect)?

  /// For a scroll view's content guide: the origin is held at the owning view's content origin
  /// (0, 0 in its bounds coordinates) and only the size is solved.
  package var pinsOriginToContent = false

  /// ``layoutItemReference`` once made (nonisolated: `deinit` clears it).
  nonisolated(unsafe) private var layoutItemReferenceStorage: LayoutItemReference?
  /// How constraints and anchors refer to this guide (see `LayoutItemReference`), made on first
  /// use.
  var layoutItemReference: LayoutItemReference {
    if let layoutItemReferenceStorage { return layoutItemReferenceStorage }
    let made = LayoutItemReference(self)
    layoutItemReferenceStorage = made
    return made
  }

  /// An empty guide with no owning view.
  public override init() { super.init() }

  /// Clears the references to this guide of the constraints and anchors that outlive it.
  deinit { layoutItemReferenceStorage?.clear() }

  /// Archives are not supported by the double: always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Archives are not supported by the double: writes nothing.
  open func encode(with coder: NSCoder) {}

  // MARK: Scroll view guides (for UIScrollView)

  /// A view's `safeAreaLayoutGuide`: fixed to the bounds inset by `safeAreaInsets`.
  package static func safeAreaGuide(owner: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    guide.owningView = owner
    guide.fixedFrame = { view in
      let insets = view.safeAreaInsets
      let bounds = view.bounds
      let width = max(0, bounds.width - insets.left - insets.right)
      let height = max(0, bounds.height - insets.top - insets.bottom)
      return CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top, width: width, height: height)
    }
    return guide
  }

  /// A scroll view's `frameLayoutGuide`: fixed to the owning view's bounds (the visible area).
  package static func scrollViewFrameGuide(owner: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    guide.owningView = owner
    guide.fixedFrame = { $0.bounds }
    return guide
  }

  /// A scroll view's `contentLayoutGuide`: its origin is the content's (0, 0), its size is what
  /// the constraints give when the owning view lays out (`layoutFrame.size`; the scroll view
  /// sets `contentSize` from it after `super.layoutSubviews()` when the guide is in its
  /// `guidesPlacedByLastLayout`, i.e. constraints mention it). Nothing sets the size from
  /// `contentSize` the other way.
  package static func scrollViewContentGuide(owner: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    guide.owningView = owner
    guide.pinsOriginToContent = true
    return guide
  }

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
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .leading)
  }
  /// The trailing (right) edge.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .trailing)
  }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .right) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutItemReference, attribute: .top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutItemReference, attribute: .bottom) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(reference: layoutItemReference, attribute: .width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(reference: layoutItemReference, attribute: .height) }
  /// The horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .centerX)
  }
  /// The vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(reference: layoutItemReference, attribute: .centerY)
  }
}
