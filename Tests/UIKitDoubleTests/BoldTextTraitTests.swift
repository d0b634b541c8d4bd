import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct BoldTextTraitTests {
  @Test("A legibility weight is a trait; unspecified unless given — UITraitCollection.legibilityWeight")
  func legibilityWeightIsATrait() {
    #expect(UITraitCollection().legibilityWeight == .unspecified)
    #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
    #expect(UITraitCollection(legibilityWeight: .bold) != UITraitCollection(legibilityWeight: .regular))
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(legibilityWeight: .bold), UITraitCollection(displayScale: 2),
    ])
    #expect(merged.legibilityWeight == .bold)
    #expect(merged.displayScale == 2)
    #expect(UILegibilityWeight.unspecified.rawValue == -1)
  }

  @Test(
    "Bold Text reaches every view's traits with traitCollectionDidChange, and leaves other traits as they were — UITraitCollection.legibilityWeight, UITraitEnvironment.traitCollectionDidChange(_:)"
  )
  func boldTextReachesTheViews() {
    DoubleDevice.reset()
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = RecordingView("view", log: log)
    window.addSubview(view)
    #expect(view.traitCollection.legibilityWeight == .regular)
    DoubleDevice.setPreferredContentSizeCategory(.extraLarge)
    log.clear()
    DoubleDevice.setBoldTextEnabled(true)
    #expect(view.traitCollection.legibilityWeight == .bold)
    #expect(view.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(log.events == ["view: traitCollectionDidChange"])
    log.clear()
    DoubleDevice.setBoldTextEnabled(true)
    #expect(log.events.isEmpty)
    DoubleDevice.setPreferredContentSizeCategory(.large)
    #expect(view.traitCollection.legibilityWeight == .bold)
    DoubleDevice.reset()
    #expect(UIWindow(frame: .zero).traitCollection.legibilityWeight == .regular)
  }
}
