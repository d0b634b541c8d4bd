import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - HookedPageController

/// A page whose appearance methods run a hook after `super` (which has forwarded the call to its
/// rows), so rows can be added or removed in the middle of its transitions.
@MainActor
final class HookedPageController: ScrollStackController {
  init() {
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  var onWillAppear: (() -> Void)?
  var onWillDisappear: (() -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    onWillDisappear?()
  }
}
