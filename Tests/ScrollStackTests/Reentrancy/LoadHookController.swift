import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - LoadHookController

/// A 100-point controller that runs `onViewDidLoad` from its `viewDidLoad`.
@MainActor
final class LoadHookController: LoggingViewController, ScrollStackContainableController {
  var onViewDidLoad: (() -> Void)?

  init(_ title: String) {
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    onViewDidLoad?()
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}
