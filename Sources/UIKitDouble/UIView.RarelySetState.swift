extension UIView {
  /// The state of a view that most views never set: its tint colour, gesture recognizers,
  /// accessibility values, interactions and owning view controller. Held in one object made on
  /// the first write (``UIView/rarelySetState``): a view that sets none of it (a stack's rows and
  /// their content, made and freed by the hundred thousand) frees one empty reference instead of
  /// five fields (each a runtime call in `deinit`, about 15 instructions).
  final class RarelySetState {
    /// ``UIView/tintColor`` as set (`nil`: inherited).
    var tintColor: UIColor?
    /// ``UIView/gestureRecognizers``.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The accessibility properties.
    var accessibility = UIView.AccessibilityValues()
    /// ``UIView/interactions``.
    var interactions: [any UIInteraction] = []
    /// The controller whose root view this is (see `UIView.owningViewController`).
    weak var owningViewController: UIViewController?
  }
}
