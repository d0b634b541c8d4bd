@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - GestureActionTarget

/// Receives a gesture recognizer's action and passes it to a closure, so the rest of the layer
/// needs no selectors.
///
/// Target–action needs the Objective-C runtime (`@objc`, `#selector`), which Linux does not have;
/// this is the one place that depends on it. There the UIKit double's `Selector` stand-in names
/// the method and the double calls ``performAction(_:sender:)``.
@MainActor
final class GestureActionTarget: NSObject {
  // MARK: Lifecycle

  init(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    self.handler = handler
    super.init()
  }

  // MARK: Internal

  /// The selector of ``fire(_:)``, to pass to `UIGestureRecognizer(target:action:)`.
  static var action: Selector {
    #if canImport(ObjectiveC)
      #selector(GestureActionTarget.fire(_:))
    #else
      Selector("fire:")
    #endif
  }

  #if canImport(ObjectiveC)
    @objc func fire(_ recognizer: UIGestureRecognizer) {
      handler(recognizer)
    }
  #else
    func fire(_ recognizer: UIGestureRecognizer) {
      handler(recognizer)
    }
  #endif

  // MARK: Private

  private let handler: (UIGestureRecognizer) -> Void
}

#if !canImport(ObjectiveC)
  /// Without the Objective-C runtime the UIKit double cannot send a selector: it hands the action
  /// to its target through this protocol instead.
  extension GestureActionTarget: DoubleActionTarget {
    func performAction(_ action: Selector, sender: Any) {
      guard action == Self.action, let recognizer = sender as? UIGestureRecognizer else { return }
      fire(recognizer)
    }
  }
#endif
