// UIPress (X from H16:UIPress.h; DOCS).

/// A press of a physical button: a remote's or game controller's, or a hardware keyboard's key
/// the focus system treats as one (`.select` for the focused item). The double makes them in its
/// drivers (`DoubleTouch.pressSelect(on:)`); only ``type`` is modelled.
@available(iOS 9.0, *)
open class UIPress: NSObject {
  /// A press of `type` (the drivers make them).
  init(type: UIPress.PressType) {
    typeStorage = type
    super.init()
  }

  /// Which button was pressed.
  open var type: UIPress.PressType { typeStorage }

  /// ``type``.
  private let typeStorage: UIPress.PressType
}
