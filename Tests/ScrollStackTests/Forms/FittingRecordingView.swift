import Foundation

@testable import ScrollStack

// MARK: - FittingRecordingView

/// A view as tall as asked (a required height constraint) that records the target sizes it is
/// measured with (`systemLayoutSizeFitting`).
@MainActor
final class FittingRecordingView: UIView {
  private(set) var fittingTargets: [CGSize] = []

  init(height: CGFloat) {
    super.init(frame: .zero)
    heightAnchor.constraint(equalToConstant: height).isActive = true
  }

  required init?(coder: NSCoder) { nil }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingTargets.append(targetSize)
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}
