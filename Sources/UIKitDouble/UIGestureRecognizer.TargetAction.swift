extension UIGestureRecognizer {
  /// A target (held weakly) and the action to send it.
  struct TargetAction {
    /// The object that receives ``action``.
    weak var target: AnyObject?
    /// The method to call on ``target``.
    let action: Selector
  }
}
