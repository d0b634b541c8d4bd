// UIKeyboardLayoutGuide (H17:UIKeyboardLayoutGuide.h; "UIKeyboardLayoutGuide" and "Adjusting your
// layout with keyboard layout guide" in Apple's documentation).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view's `keyboardLayoutGuide` (iOS 15 and later): the space the keyboard takes in the view's
/// coordinates, following the keyboard as it moves — during an interactive dismissal too, when
/// UIKit posts no keyboard notification until the finger lifts.
///
/// As UIKit documents it: while the docked keyboard is on screen, the guide is the keyboard's
/// frame (``DoubleKeyboard/frame``, from screen coordinates into the owning view's); an undocked
/// or floating keyboard is followed only with ``followsUndockedKeyboard``. Otherwise ("when the
/// keyboard is offscreen") the guide lies along the bottom of the view, from the bottom of its
/// safe area (``usesBottomSafeArea``, `true` by default) or zero high. The guide is placed by the
/// double (a fixed guide), not by constraints; the double does not lay out a view because its
/// keyboard guide moved.
@available(iOS 15.0, *)
@MainActor @preconcurrency open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows an undocked or floating keyboard too; `false` by default.
  open var followsUndockedKeyboard = false

  /// Whether the guide, with the keyboard offscreen, reaches up to the bottom of the owning view's
  /// safe area (`true`, the default) or is zero high at the view's bottom (`false`).
  @available(iOS 17.0, *)
  open var usesBottomSafeArea: Bool {
    get { usesBottomSafeAreaStorage }
    set { usesBottomSafeAreaStorage = newValue }
  }

  /// ``usesBottomSafeArea``.
  private var usesBottomSafeAreaStorage = true

  /// The guide of `owner`, placed from the keyboard's frame whenever it is read.
  static func keyboardGuide(owner: UIView) -> UIKeyboardLayoutGuide {
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide.owningView = owner
    guide.fixedFrame = { [weak guide] view in guide?.frame(in: view) ?? .zero }
    return guide
  }

  /// The guide's rectangle in `view`'s coordinates now.
  private func frame(in view: UIView) -> CGRect {
    let bounds = view.bounds
    let restingHeight = usesBottomSafeAreaStorage ? min(bounds.height, view.safeAreaInsets.bottom) : 0
    let resting = CGRect(x: bounds.minX, y: bounds.maxY - restingHeight, width: bounds.width, height: restingHeight)
    guard let screenFrame = DoubleKeyboard.frame, let window = view.nearestWindow() else { return resting }
    let frame = view.convert(screenFrame, from: window.screen.coordinateSpace)
    let windowBottom = view.convert(window.bounds, from: window).maxY
    let onScreen = frame.height > 0 && frame.minY < windowBottom
    let docked = frame.maxY >= windowBottom - 1
    guard onScreen, docked || followsUndockedKeyboard else { return resting }
    return frame
  }
}
