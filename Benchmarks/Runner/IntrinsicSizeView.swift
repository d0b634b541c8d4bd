import Foundation
import ScrollStack

// MARK: - IntrinsicSizeView

/// The plain view every row of both sides shows: a `UIView` (the UIKit double's on Linux) whose
/// `intrinsicContentSize` is a stored size, as a label's or an image view's is its content's. It
/// has no subviews and no constraints, so `systemLayoutSizeFitting` returns its intrinsic size
/// (the fast path of the double's Auto Layout).
@MainActor
final class IntrinsicSizeView: UIView {
  // MARK: Lifecycle

  /// A view whose intrinsic size is `size`, with a zero frame.
  init(intrinsicSize size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  /// Not used: the benchmarks make their views in code.
  required init?(coder: NSCoder) {
    nil
  }

  // MARK: Internal

  /// The size the view's content wants; a change invalidates the intrinsic content size, as a
  /// view whose content changed does.
  var size: CGSize {
    didSet {
      if size != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  override var intrinsicContentSize: CGSize { size }
}
