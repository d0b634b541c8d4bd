import Foundation
import ScrollStackTestSupport

// MARK: - TraitMeasuringView

/// A view whose intrinsic height follows its traits, as a label's does: 40 points at the large
/// text size, 60 at extra extra large, 10 more with Bold Text (heavier strokes wrap sooner).
@MainActor
final class TraitMeasuringView: UIView {
  override var intrinsicContentSize: CGSize {
    let base: CGFloat = traitCollection.preferredContentSizeCategory == .extraExtraLarge ? 60 : 40
    let bold: CGFloat = traitCollection.legibilityWeight == .bold ? 10 : 0
    return CGSize(width: UIView.noIntrinsicMetric, height: base + bold)
  }
}
