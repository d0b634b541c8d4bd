extension UIPress {
  /// Which physical button a press is.
  @available(iOS 9.0, *)
  public enum PressType: Int, @unchecked Sendable {
    /// The up arrow.
    case upArrow = 0
    /// The down arrow.
    case downArrow = 1
    /// The left arrow.
    case leftArrow = 2
    /// The right arrow.
    case rightArrow = 3
    /// Select: activates the focused item.
    case select = 4
    /// Menu.
    case menu = 5
    /// Play/pause.
    case playPause = 6
  }
}
