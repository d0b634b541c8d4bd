// UIButton (X from H16:UIButton.h; DOCS for init(type:primaryAction:)).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UIButton

/// A button: its primary action runs when it sends `.primaryActionTriggered` (the package driver
/// `UIControl.simulateTap()` plays a tap). It draws no title or image.
@MainActor @preconcurrency open class UIButton: UIControl {
  /// Creates a button of `buttonType` whose `primaryAction` runs on each tap.
  @available(iOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    storedButtonType = buttonType
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Package

  /// The type it was made with; `.custom` for `init(frame:)`, as UIKit.
  package private(set) var storedButtonType = UIButton.ButtonType.custom
}
