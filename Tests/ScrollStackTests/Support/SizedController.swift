import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - SizedController

/// A controller with a fixed or fitted size, counting reloads.
@MainActor
final class SizedController: LoggingViewController, ScrollStackContainableController {
  var size: ScrollStackControllerSize?
  var reloadCount = 0
  var onReload: (() -> Void)?

  private let customView: UIView?

  /// `contentView`, when given, becomes the controller's root view (a plain ``Headless/View``
  /// otherwise).
  init(_ title: String, size: ScrollStackControllerSize? = nil, contentView: UIView? = nil) {
    self.size = size
    customView = contentView
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    if let customView {
      view = customView
    } else {
      super.loadView()
    }
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { size }

  func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {
    reloadCount += 1
    onReload?()
  }
}
