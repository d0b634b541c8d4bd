// UIStackView (X from H16:UIStackView.h; DOCS for arrangedSubviews).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UIStackView

/// A view that lines its arranged subviews up along `axis`, `spacing` apart, in
/// `layoutSubviews()`.
///
/// The double's arrangement is simple, with frames (UIKit's uses constraints): each visible
/// arranged subview gets its natural size along the axis (its `intrinsicContentSize`, or its
/// current frame size on an axis where that is `UIView.noIntrinsicMetric`), one after the other from the leading (top) edge; across the axis, `alignment`
/// `.fill` stretches it to the stack's size and the others place it at its natural size. Not modelled: `distribution` (leftover space stays
/// at the end), baselines, layout margins, hidden-view animations.
@MainActor @preconcurrency open class UIStackView: UIView {
  // MARK: Initializers

  /// Creates an empty horizontal stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty horizontal stack (nothing is decoded).
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a stack arranging `views`, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arranged subviews

  /// The arranged subviews, in order. A view removed from the stack's subviews leaves this list
  /// too, as UIKit documents.
  open var arrangedSubviews: [UIView] {
    arrangedStorage.filter { $0.superview === self }
  }

  /// Adds `view` at the end of the arranged subviews (and of the subviews when it is not one).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `stackIndex` (clamped), adding it to the
  /// subviews when it is not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedStorage = arrangedSubviews.filter { $0 !== view }
    arrangedStorage.insert(view, at: min(max(0, stackIndex), arrangedStorage.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops arranging `view`; it stays a subview, as UIKit documents.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedStorage.removeAll { $0 === view }
    setNeedsLayout()
  }

  // MARK: Arrangement

  /// The axis the views line up along; `.horizontal` by default.
  open var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { setNeedsLayout() }
  }

  /// Where views sit across the axis; `.fill` by default.
  open var alignment = UIStackView.Alignment.fill {
    didSet { setNeedsLayout() }
  }

  /// The room between adjacent views; 0 by default.
  open var spacing: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  /// Lays out as `UIView` does, then places the arranged subviews (see the type's description).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = bounds.size
    let isVertical = axis == .vertical
    var position: CGFloat = 0
    for view in arrangedSubviews where !view.isHidden {
      let natural = naturalSize(of: view)
      let length = isVertical ? natural.height : natural.width
      let crossAvailable = isVertical ? size.width : size.height
      let crossNatural = isVertical ? natural.width : natural.height
      let cross = alignment == .fill ? crossAvailable : min(crossNatural, crossAvailable)
      let crossOrigin: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: crossOrigin = 0
      case .center: crossOrigin = (crossAvailable - cross) / 2
      case .trailing, .lastBaseline: crossOrigin = crossAvailable - cross
      }
      view.frame =
        isVertical
        ? CGRect(x: crossOrigin, y: position, width: cross, height: length)
        : CGRect(x: position, y: crossOrigin, width: length, height: cross)
      position += length + spacing
    }
  }

  // MARK: Private

  private var arrangedStorage: [UIView] = []

  /// `view`'s intrinsic size, its frame size on an axis without one.
  private func naturalSize(of view: UIView) -> CGSize {
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? view.frame.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? view.frame.height : intrinsic.height)
  }
}
