#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - UIViewController + ContainedController

/// UIKit's view controllers have the containment and appearance calls the shared
/// ``ContainmentPlan`` and ``AppearanceForwardingContainer`` make, under the same names.
extension UIViewController: ContainedController {}
