// UIControl.Event (X from H16:UIControl.h; UIKit's raw values).

// MARK: - UIControl.Event

extension UIControl {
  /// The events a control sends its actions for.
  public struct Event: OptionSet, @unchecked Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A tap ended inside the control.
    public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
    /// The control's value changed.
    public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
    /// The control's primary action fired (a button's tap).
    public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
    /// A text field started editing.
    public static var editingDidBegin: UIControl.Event { UIControl.Event(rawValue: 1 << 16) }
    /// A text field's text changed.
    public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 17) }
    /// A text field ended editing.
    public static var editingDidEnd: UIControl.Event { UIControl.Event(rawValue: 1 << 18) }
    /// The return key ended a text field's editing.
    public static var editingDidEndOnExit: UIControl.Event { UIControl.Event(rawValue: 1 << 19) }
  }
}
