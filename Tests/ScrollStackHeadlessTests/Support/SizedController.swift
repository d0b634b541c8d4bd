import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - SizedController

/// A controller with a fixed or fitted size, counting reloads.
@MainActor
final class SizedController: Headless.ViewController, Headless.ScrollStackContainableController {
  var size: ScrollStackControllerSize?
  var reloadCount = 0
  var onReload: (() -> Void)?

  private let customView: Headless.View?

  /// `contentView`, when given, becomes the controller's root view (a plain ``Headless/View``
  /// otherwise).
  init(_ title: String, size: ScrollStackControllerSize? = nil, contentView: Headless.View? = nil) {
    self.size = size
    customView = contentView
    super.init()
    self.title = title
  }

  override func loadView() {
    if let customView {
      view = customView
    } else {
      super.loadView()
    }
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { size }

  func reloadContentFromStackView(stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, animated: Bool) {
    reloadCount += 1
    onReload?()
  }
}
