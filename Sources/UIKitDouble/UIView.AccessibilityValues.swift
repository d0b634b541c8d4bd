extension UIView {
  /// A view's stored accessibility properties.
  struct AccessibilityValues {
    /// `isAccessibilityElement`.
    var isElement = false
    /// `accessibilityLabel`.
    var label: String?
    /// `accessibilityTraits`.
    var traits: UIAccessibilityTraits = []
    /// `accessibilityCustomActions`.
    var customActions: [UIAccessibilityCustomAction]?
  }
}
