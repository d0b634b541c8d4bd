// UIControl (X from H16:UIControl.h; DOCS for addAction(_:for:) and sendActions(for:)).

// MARK: - UIControl

/// A control: it runs the actions added for an event when it sends that event. Target-action
/// pairs (`addTarget`) are not modelled; package drivers (Drivers/) play taps and typing.
@MainActor @preconcurrency open class UIControl: UIView {
  /// A control is an accessibility element, as UIKit's standard controls are.
  override class var isAccessibilityElementByDefault: Bool { true }

  // MARK: State

  /// Whether the control responds; `true` by default. A disabled control sends nothing through
  /// the package drivers (`sendActions(for:)` still runs the actions, as in UIKit).
  open var isEnabled = true

  // MARK: Actions

  /// Runs `action` each time the control sends one of `controlEvents`. Adding the same action
  /// (same identifier) again for other events adds those events.
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      registrations[index].events.formUnion(controlEvents)
      return
    }
    registrations.append((action, controlEvents))
  }

  /// Stops running `action` for `controlEvents`.
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    for index in registrations.indices where registrations[index].action.identifier == action.identifier {
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Runs, in the order they were added, each action added for any of `controlEvents`, once.
  open func sendActions(for controlEvents: UIControl.Event) {
    let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in due { registration.action.performHandler() }
  }

  // MARK: Private

  /// Each action added and the events it runs for, in the order added.
  private var registrations: [(action: UIAction, events: UIControl.Event)] = []
}
