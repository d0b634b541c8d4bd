// The device around the windows: its safe area, its traits, its text size and its orientation.

/// What the device does to the windows (UIKit has no API to set any of it): a notch and home
/// indicator (safe area), size classes and scale (traits), the user's text size and Bold Text,
/// and rotation.
@MainActor package enum DoubleDevice {
  // MARK: Safe area

  /// Sets the device's safe area in `window` (status bar or notch, home indicator): the views
  /// inside hear `safeAreaInsetsDidChange()` in the next layout pass
  /// (`DoubleLayout.runPendingPasses()` or a `layoutIfNeeded()`).
  package static func setSafeAreaInsets(_ insets: UIEdgeInsets, of window: UIWindow) {
    guard insets != window.deviceSafeAreaInsets else { return }
    window.deviceSafeAreaInsets = insets
    window.invalidateSafeArea()
    window.boundsDidChangeForSafeArea()
    for subview in window.subviewStorage { subview.invalidateSafeArea() }
  }

  // MARK: Traits

  /// Sets `window`'s traits (`nil`: the screen's again); when they differ, every controller and
  /// view in it hears `traitCollectionDidChange(_:)` at once, parents first, and the window is
  /// marked as needing layout.
  package static func setTraits(_ traits: UITraitCollection?, of window: UIWindow) {
    let previous = window.traitCollection
    window.traitStorage = traits
    sendChange(in: window, from: previous)
  }

  /// Sets the device's traits, those of every window that has none of its own (an iPhone's in
  /// portrait by default), telling the windows whose traits change.
  package static func setScreenTraits(_ traits: UITraitCollection) {
    let windows = DoubleLayout.allWindows
    let previous = windows.map(\.traitCollection)
    UIScreen.mainScreen.traits = traits
    for (window, old) in zip(windows, previous) { sendChange(in: window, from: old) }
  }

  /// Sets the user's text size (Settings ▸ Display ▸ Text Size): `UIFont.preferredFont(forTextStyle:)`
  /// uses it, and the screen's traits take it (see ``setScreenTraits(_:)``).
  package static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    DoubleDeviceTextSize.shared.category = category
    setScreenTraits(UIScreen.mainScreen.traits.replacing(contentSizeCategory: category))
  }

  /// Turns Bold Text on or off (Settings ▸ Accessibility ▸ Display & Text Size ▸ Bold Text): the
  /// screen's traits take the legibility weight (`.bold` or `.regular`), so every window that has
  /// no traits of its own, and every view and controller in it, sees it in `traitCollection` and
  /// hears `traitCollectionDidChange(_:)` (see ``setScreenTraits(_:)``), as UIKit tells them.
  /// Nothing happens when the setting is already so.
  package static func setBoldTextEnabled(_ isEnabled: Bool) {
    setScreenTraits(UIScreen.mainScreen.traits.replacing(legibility: isEnabled ? .bold : .regular))
  }

  /// Sets the device's language direction (a right-to-left language such as Arabic or Hebrew
  /// chosen in Settings ▸ General ▸ Language & Region): the screen's traits take the layout
  /// direction, so every window that has no traits of its own, and every view in it, sees it in
  /// `traitCollection.layoutDirection` and `effectiveUserInterfaceLayoutDirection` (unless its
  /// `semanticContentAttribute` forces one) and hears `traitCollectionDidChange(_:)` (see
  /// ``setScreenTraits(_:)``). Nothing happens when the direction is already so.
  package static func setLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
    setScreenTraits(
      UIScreen.mainScreen.traits.replacing(direction: direction == .rightToLeft ? .rightToLeft : .leftToRight))
  }

  // MARK: Rotation

  /// Rotates the device so the screen is `size` and `window` fills it: the root view controller
  /// hears `viewWillTransition(to:with:)` first; then, inside an animation block of `duration`
  /// (0.3 s by default), the screen and window take the new size, the screen's vertical size class
  /// becomes compact in landscape and regular in portrait, the window is laid out and the
  /// coordinator's alongside animations run; its completions run on the clock after `duration`.
  /// A shown keyboard hides before and shows again after, at the new orientation's height.
  package static func rotate(_ window: UIWindow, to size: CGSize, duration: TimeInterval = 0.3) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
    let coordinator = DoubleTransitionCoordinator()
    let keyboardWasUp = DoubleKeyboard.isVisible
    window.rootViewController?.viewWillTransition(to: size, with: coordinator)
    if keyboardWasUp { DoubleKeyboard.hide() }
    UIView.animate(
      withDuration: duration, delay: 0, options: [],
      animations: {
        UIScreen.mainScreen.boundsStorage.size = size
        window.frame = CGRect(origin: window.frame.origin, size: size)
        setScreenTraits(
          UIScreen.mainScreen.traits.replacing(vertical: size.width > size.height ? .compact : .regular))
        window.layoutIfNeeded()
        coordinator.runAlongsideAnimations()
      }, completion: { _ in coordinator.runCompletions() })
    if keyboardWasUp { DoubleKeyboard.show() }
  }

  // MARK: Reset

  /// Back to an iPhone in portrait (390 × 844, its traits, text size large, Bold Text off),
  /// keyboard hidden, no key window; the clock and animation state reset too (tests call it
  /// first).
  package static func reset() {
    UIScreen.mainScreen.boundsStorage = CGRect(x: 0, y: 0, width: 390, height: 844)
    UIScreen.mainScreen.traits = .phonePortrait
    DoubleDeviceTextSize.shared.category = .large
    UIWindow.keyWindowReference = nil
    DoubleKeyboard.reset()
    DoubleAnimationContext.reset()
    DoubleClock.main.reset()
  }

  // MARK: Private

  /// Tells `window`'s tree of a trait change from `previous`, if its traits differ now.
  private static func sendChange(in window: UIWindow, from previous: UITraitCollection) {
    guard !previous.isEqual(window.traitCollection) else { return }
    window.setNeedsLayout()
    window.sendTraitCollectionDidChange(previous: previous)
  }
}
