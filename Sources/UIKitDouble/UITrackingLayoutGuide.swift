// UITrackingLayoutGuide (H17:UITrackingLayoutGuide.h).

/// A layout guide that follows something the system moves (iOS 15 and later); its one subclass in
/// the double is ``UIKeyboardLayoutGuide``. The double has none of its edge-tracking constraint
/// sets.
@available(iOS 15.0, *)
@MainActor @preconcurrency open class UITrackingLayoutGuide: UILayoutGuide {}
