import Foundation
import ScrollStackTestSupport

// MARK: - SizedView

/// A plain view with a settable intrinsic content size, the way a label or an image view has
/// one: the row measures it with `systemLayoutSizeFitting`.
@MainActor
class SizedView: UIView {
  // MARK: Lifecycle

  /// Makes a view whose intrinsic size is `intrinsicSize` (`UIView.noIntrinsicMetric` in a
  /// dimension that has none).
  init(intrinsicSize: CGSize) {
    intrinsicSize_ = intrinsicSize
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    intrinsicSize_ = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    super.init(coder: coder)
  }

  // MARK: Internal

  /// The size the view reports as intrinsic; setting it invalidates it, as a label does when its
  /// text changes.
  var intrinsicSize: CGSize {
    get { intrinsicSize_ }
    set {
      intrinsicSize_ = newValue
      invalidateIntrinsicContentSize()
    }
  }

  override var intrinsicContentSize: CGSize { intrinsicSize_ }

  // MARK: Private

  private var intrinsicSize_: CGSize
}
