import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - HookedController

/// A 100-point controller that runs `onWillMove` after each `willMove(toParent:)` and `onDidMove`
/// after each `didMove(toParent:)`, to play user code that changes the stack from a containment
/// callback.
@MainActor
final class HookedController: Headless.ViewController, Headless.ScrollStackContainableController {
  var onDidMove: ((_ toParent: Bool) -> Void)?
  var onWillMove: ((_ toParent: Bool) -> Void)?

  init(_ title: String) {
    super.init()
    self.title = title
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  override func willMove(toParent parent: Headless.ViewController?) {
    super.willMove(toParent: parent)
    onWillMove?(parent != nil)
  }

  override func didMove(toParent parent: Headless.ViewController?) {
    super.didMove(toParent: parent)
    onDidMove?(parent != nil)
  }
}
