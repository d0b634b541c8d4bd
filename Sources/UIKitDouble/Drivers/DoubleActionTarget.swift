/// What a gesture recognizer's target conforms to on Linux, where there is no Objective-C runtime
/// to send an action by its selector: the double calls ``performAction(_:sender:)`` with the
/// action and the recognizer. (On Apple platforms the double uses `NSObject.perform(_:with:)`.)
@MainActor package protocol DoubleActionTarget: AnyObject {
  /// Runs the method `action` names, with `sender` (the recognizer) as its argument.
  func performAction(_ action: Selector, sender: Any)
}
