// UIScreen (H16:UIScreen.h).

/// A device's screen.
///
/// The double has one screen, ``main``: 390 × 844 points (an iPhone's portrait screen; the
/// rotation driver swaps it), with the traits of the windows on it. There is no display, mode or
/// brightness.
@MainActor @preconcurrency open class UIScreen: NSObject, UITraitEnvironment {
  // MARK: Stored state

  /// ``bounds``.
  var boundsStorage = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// ``traitCollection``: the device's traits, those of the windows that set none of their own.
  var traits = UITraitCollection.phonePortrait

  /// The one screen.
  static let mainScreen = UIScreen()

  /// Made once, as ``main``.
  override init() { super.init() }

  // MARK: Public

  /// The one screen of the double.
  @available(
    iOS, introduced: 2.0, deprecated: 100000,
    message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
  )
  open class var main: UIScreen { mainScreen }

  /// The screen's rectangle in points: 390 × 844 by default.
  open var bounds: CGRect { boundsStorage }

  /// The screen's fixed coordinate space: its origin is the screen's top left, where a window at
  /// the origin with no bounds offset has its own.
  open var coordinateSpace: any UICoordinateSpace { UIScreen.fixedSpace }

  /// The device's traits: an iPhone's in portrait (compact width, regular height, scale 3, text size
  /// large) until `DoubleDevice` changes them.
  open var traitCollection: UITraitCollection { traits }

  /// Called when the screen's traits change; does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// ``coordinateSpace``.
  private static let fixedSpace = UIScreen.FixedCoordinateSpace()
}
