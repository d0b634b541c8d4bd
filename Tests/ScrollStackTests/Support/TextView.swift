import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - TextView

/// A view whose height follows its text: one 20-point line per `charactersPerLine(width)`.
@MainActor
final class TextView: UIView {
  var text: String
  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let charactersPerLine = Swift.max(1, Int(targetSize.width / 10))
    let lines = Swift.max(1, (text.count + charactersPerLine - 1) / charactersPerLine)
    let height = CGFloat(lines * 20)
    return CGSize(width: CGFloat(text.count * 10), height: height)
  }
}
