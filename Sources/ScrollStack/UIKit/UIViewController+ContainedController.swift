#if canImport(UIKit)
  import UIKit

  // MARK: - UIViewController + ContainedController

  /// UIKit's view controllers have the containment and appearance calls the shared
  /// ``ContainmentPlan`` and ``AppearanceForwardingContainer`` make, under the same names.
  extension UIViewController: ContainedController {}
#endif
