// UIAccessibilityCustomAction (X from H16:UIAccessibilityCustomAction.h; DOCS).

/// An action VoiceOver offers on an element (the Actions rotor) besides activating it.
///
/// Only the handler form (iOS 13) is modelled: `init(name:target:selector:)` needs the
/// Objective-C runtime. Nothing runs by itself: a test calls ``actionHandler`` as VoiceOver would.
open class UIAccessibilityCustomAction: NSObject {
  /// An action named `name` (what VoiceOver speaks) that runs `actionHandler`, which returns
  /// whether it succeeded.
  @available(iOS 13.0, *)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// What VoiceOver speaks for the action.
  open var name: String

  /// Run when the user picks the action; returns whether it succeeded.
  @available(iOS 13.0, *)
  open var actionHandler: UIAccessibilityCustomAction.Handler?
}

extension UIAccessibilityCustomAction {
  /// Runs the action and returns whether it succeeded.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
}
