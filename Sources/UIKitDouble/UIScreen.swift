// UIScreen (H16:UIScreen.h).

@MainActor @preconcurrency open class UIScreen: NSObject, UITraitEnvironment {
  @available(
    iOS, introduced: 2.0, deprecated: 100000,
    message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
  )
  open class var main: UIScreen { fatalError() }
  open var bounds: CGRect { fatalError() }
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
  open var traitCollection: UITraitCollection { fatalError() }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}
