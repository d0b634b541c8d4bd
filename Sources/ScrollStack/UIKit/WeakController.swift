#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - WeakController

/// A child controller held weakly, while the stack controller waits for its view.
struct WeakController {
  /// The controller, until it is freed.
  weak var controller: UIViewController?

  init(_ controller: UIViewController) {
    self.controller = controller
  }
}
