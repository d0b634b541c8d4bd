import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct ColorFontAccessibilityTests {
  @Test("Colours keep their components and compare by them — UIColor.init(red:green:blue:alpha:)")
  func colours() {
    let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.1, 0.2, 0.3, 0.4])
    #expect(color == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    #expect(color != UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    #expect(UIColor.clear != UIColor.systemBackground)
  }

  @Test("A view's tint is its own, else its superview's, else system blue — UIView.tintColor")
  func tint() {
    let (parent, child) = (UIView(), UIView())
    parent.addSubview(child)
    #expect(child.tintColor == UIColor.systemBlue)
    parent.tintColor = .systemPink
    #expect(child.tintColor == UIColor.systemPink)
  }

  @Test("preferredFont sizes follow the text size — UIFont.preferredFont(forTextStyle:)")
  func fonts() {
    DoubleDevice.reset()
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .subheadline).pointSize == 15)
    DoubleDevice.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 14)
    DoubleDevice.reset()
  }

  @Test(
    "Accessibility properties are stored; activate does nothing by default — UIAccessibility, accessibilityActivate()")
  func accessibility() {
    let view = UIView()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Row"
    view.accessibilityTraits = .button
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Row")
    #expect(view.accessibilityTraits == .button)
    #expect(!view.accessibilityActivate())
  }
}
