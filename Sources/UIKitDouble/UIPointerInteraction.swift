// UIPointerInteraction (X from H16:UIPointerInteraction.h; DOCS).

/// Gives a view a pointer hover effect on iPad (trackpad, mouse). The double has no pointer: the
/// interaction is stored and attached only (`UIView.interactions`), so a test can see that a view
/// has one.
@available(iOS 13.4, *)
@MainActor @preconcurrency open class UIPointerInteraction: NSObject, UIInteraction {
  /// An interaction asking `delegate` for its regions and styles; `nil`: the system's automatic
  /// effect on the whole view.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    delegateStorage = delegate
    super.init()
  }

  /// The delegate given at creation (weak).
  open weak var delegate: (any UIPointerInteractionDelegate)? { delegateStorage }

  /// Whether the interaction shows its effect; `true` by default.
  open var isEnabled = true

  /// The view the interaction is added to (weak).
  open var view: UIView? { viewStorage }

  /// Called before the interaction moves to `view`; does nothing.
  open func willMove(to view: UIView?) {}

  /// Called after the interaction moved to `view`: records it.
  open func didMove(to view: UIView?) { viewStorage = view }

  /// Asks the delegate again; does nothing here (no pointer).
  open func invalidate() {}

  /// ``delegate``.
  private weak var delegateStorage: (any UIPointerInteractionDelegate)?
  /// ``view``.
  private weak var viewStorage: UIView?
}
