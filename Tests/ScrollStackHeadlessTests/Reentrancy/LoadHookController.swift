import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - LoadHookController

/// A 100-point controller that runs `onViewDidLoad` from its `viewDidLoad`.
@MainActor
final class LoadHookController: Headless.ViewController, Headless.ScrollStackContainableController {
  var onViewDidLoad: (() -> Void)?

  init(_ title: String) {
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    onViewDidLoad?()
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}
