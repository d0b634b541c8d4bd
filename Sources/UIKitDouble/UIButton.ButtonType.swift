// UIButton.ButtonType (X from H16:UIButton.h).

// MARK: - UIButton.ButtonType

extension UIButton {
  /// A button's look; stored only.
  public enum ButtonType: Int, @unchecked Sendable {
    /// No look of its own.
    case custom = 0
    /// The system button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// A light info button.
    case infoLight = 3
    /// A dark info button.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }
}
