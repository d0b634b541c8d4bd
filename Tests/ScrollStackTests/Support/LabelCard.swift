import Foundation

@testable import ScrollStack

// MARK: - LabelCard

/// A card whose height is its label's, through Auto Layout: a multi-line label (wrapping at 100
/// points) pinned to the card's four edges, as a row's content often is. It counts the times it
/// is measured (`systemLayoutSizeFitting`).
@MainActor
final class LabelCard: UIView {
  // MARK: Lifecycle

  init(text: String) {
    super.init(frame: .zero)
    label.text = text
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 100
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor),
      label.bottomAnchor.constraint(equalTo: bottomAnchor),
      label.leadingAnchor.constraint(equalTo: leadingAnchor),
      label.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  // MARK: Internal

  let label = UILabel()
  /// How many times the card was measured.
  var measurements = 0

  /// The label's height: the card's fitting height.
  var textHeight: CGFloat { label.intrinsicContentSize.height }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    measurements += 1
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}
