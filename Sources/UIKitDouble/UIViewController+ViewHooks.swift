// Where the views hand over to their view controller (the view a controller loaded or was given
// is its root view; UIView.owningViewController points back). The views call these.

// MARK: - UIViewController + ViewHooks

extension UIViewController {
  /// The root view moved into `window`, or out of any window (`nil`); called once per change.
  ///
  /// The appearance UIKit sends from here (UIViewController "Managing the view's appearance"):
  /// - a window's `rootViewController` appears (`viewWillAppear` then `viewDidAppear`) when its
  ///   view enters the window if the window is shown (else when it is shown, see
  ///   ``rootWindowVisibilityDidChange(_:)``), and disappears when it leaves;
  /// - a child of a container that forwards appearance automatically follows the container's
  ///   state when its view enters the container's view hierarchy in a window (a container still
  ///   appearing leaves it appearing: its own `viewDidAppear` finishes the child), and disappears
  ///   when its view leaves the window;
  /// - any other controller (a child of a container that forwards appearance itself, or a
  ///   controller whose view was put in a window by hand) hears nothing from here, leaving the
  ///   window included.
  ///
  /// UIKit sends `viewWillAppear` before the view is added; the views of the double call only
  /// after the move, so both calls come after it. The calls reach the children through
  /// `beginAppearanceTransition`/`endAppearanceTransition`; a controller already in the state
  /// hears nothing more, so the order the views call in does not matter.
  func rootViewDidMove(toWindow window: UIWindow?) {
    guard let window else {
      if let parent {
        if parent.shouldAutomaticallyForwardAppearanceMethods { bringAppearance(to: .disappeared) }
      } else if appearsAsWindowRoot {
        appearsAsWindowRoot = false
        bringAppearance(to: .disappeared)
      }
      return
    }
    if let parent {
      guard parent.shouldAutomaticallyForwardAppearanceMethods, parent.viewIfLoaded?.window === window else { return }
      if parent.appearanceState.isOnScreenSide { bringAppearance(to: parent.appearanceState) }
    } else if window.rootViewController === self, !window.isHidden {
      appearsAsWindowRoot = true
      bringAppearance(to: .appeared)
    }
  }

  /// `window`, whose root view controller this is, was shown or hidden: this controller appears
  /// when its view is in the shown window, and disappears when the window hides (UIKit:
  /// `UIWindow.makeKeyAndVisible()` shows the window and its root appears; a hidden window's
  /// root disappears).
  func rootWindowVisibilityDidChange(_ window: UIWindow) {
    guard parent == nil, window.rootViewController === self else { return }
    if window.isHidden {
      guard appearsAsWindowRoot else { return }
      appearsAsWindowRoot = false
      bringAppearance(to: .disappeared)
    } else if !appearsAsWindowRoot, viewIfLoaded?.window === window {
      appearsAsWindowRoot = true
      bringAppearance(to: .appeared)
    }
  }

  /// The root view is about to lay out its subviews: `viewWillLayoutSubviews()`.
  func rootViewWillLayoutSubviews() {
    containerWillLayoutSubviews()
    viewWillLayoutSubviews()
  }

  /// The root view laid out its subviews: `viewDidLayoutSubviews()`.
  func rootViewDidLayoutSubviews() {
    viewDidLayoutSubviews()
  }

  // MARK: Private

  /// Makes the begin and end calls that take this controller to `target` (`appearing`,
  /// `appeared` or `disappeared`), every begin matched by an end except when `target` is
  /// `appearing`: a child that finishes appearing first when it must disappear.
  private func bringAppearance(to target: AppearanceState) {
    switch (appearanceState, target) {
    case (.disappeared, .appearing), (.disappearing, .appearing):
      beginAppearanceTransition(true, animated: false)
    case (.disappeared, .appeared), (.disappearing, .appeared):
      beginAppearanceTransition(true, animated: false)
      endAppearanceTransition()
    case (.appearing, .appeared), (.disappearing, .disappeared):
      endAppearanceTransition()
    case (.appearing, .disappeared):
      endAppearanceTransition()
      beginAppearanceTransition(false, animated: false)
      endAppearanceTransition()
    case (.appeared, .disappeared):
      beginAppearanceTransition(false, animated: false)
      endAppearanceTransition()
    default:
      break
    }
  }
}
