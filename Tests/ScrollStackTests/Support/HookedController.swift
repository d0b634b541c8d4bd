import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - HookedController

/// A 100-point controller that runs `onWillMove` after each `willMove(toParent:)` and `onDidMove`
/// after each `didMove(toParent:)`, to play user code that changes the stack from a containment
/// callback.
@MainActor
final class HookedController: LoggingViewController, ScrollStackContainableController {
  var onDidMove: ((_ toParent: Bool) -> Void)?
  var onWillMove: ((_ toParent: Bool) -> Void)?

  init(_ title: String) {
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    onWillMove?(parent != nil)
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    onDidMove?(parent != nil)
  }
}
