import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct TraitTests {
  @Test("Trait collections hold values; unspecified ones combine — UITraitCollection")
  func values() {
    let scale = UITraitCollection(displayScale: 2)
    let size = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    #expect(scale.displayScale == 2)
    #expect(scale.horizontalSizeClass == .unspecified)
    #expect(size.preferredContentSizeCategory == .extraLarge)
    #expect(UITraitCollection(horizontalSizeClass: .regular) == UITraitCollection(horizontalSizeClass: .regular))
    #expect(UITraitCollection(verticalSizeClass: .compact) != UITraitCollection(verticalSizeClass: .regular))
    #expect(UIContentSizeCategory.large < .extraLarge)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test("Views inherit their window's traits — UITraitEnvironment.traitCollection")
  func inherited() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView()
    window.addSubview(view)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(view.traitCollection.verticalSizeClass == .regular)
    #expect(view.traitCollection.displayScale == 3)
    #expect(view.traitCollection.preferredContentSizeCategory == .large)
    let regular = UITraitCollection(horizontalSizeClass: .regular)
    DoubleDevice.setTraits(regular, of: window)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
  }

  @Test(
    "traitCollectionDidChange reaches every view, parents first, when traits change — UITraitEnvironment.traitCollectionDidChange(_:)"
  )
  func didChange() {
    DoubleDevice.reset()
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    window.addSubview(parent)
    parent.addSubview(child)
    log.clear()
    DoubleDevice.setTraits(UITraitCollection.phoneLandscapeForTests, of: window)
    #expect(log.events == ["parent: traitCollectionDidChange", "child: traitCollectionDidChange"])
    log.clear()
    DoubleDevice.setTraits(UITraitCollection.phoneLandscapeForTests, of: window)
    #expect(log.events.isEmpty)
  }

  @Test(
    "Moving to a window with other traits calls traitCollectionDidChange — UITraitEnvironment.traitCollectionDidChange(_:)"
  )
  func moveChangesTraits() {
    DoubleDevice.reset()
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    DoubleDevice.setTraits(UITraitCollection.phoneLandscapeForTests, of: window)
    let view = RecordingView("view", log: log)
    window.addSubview(view)
    #expect(log.events.contains("view: traitCollectionDidChange"))
  }
}

extension UITraitCollection {
  /// Landscape iPhone traits, made with the SDK's public initializers.
  static var phoneLandscapeForTests: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .compact),
      UITraitCollection(displayScale: 3), UITraitCollection(preferredContentSizeCategory: .large),
    ])
  }
}
