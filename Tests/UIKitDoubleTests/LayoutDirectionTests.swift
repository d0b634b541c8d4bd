import Foundation
import Testing

@testable import ScrollStackUIKitDouble

/// The double's layout direction, as UIKit documents it.
@Suite @MainActor struct LayoutDirectionTests {
  @Test("UIView.userInterfaceLayoutDirection(for:relativeTo:): forced attributes win, unspecified follows")
  func directionForEachSemanticContentAttribute() {
    let cases: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection)] = [
      (.unspecified, .rightToLeft), (.playback, .leftToRight), (.spatial, .leftToRight),
      (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
    ]
    for (attribute, expected) in cases {
      #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == expected)
    }
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
  }

  @Test("effectiveUserInterfaceLayoutDirection: from semanticContentAttribute and the traits' layoutDirection")
  func effectiveDirectionFollowsTheTraitsAndTheAttribute() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView()
    window.addSubview(view)
    #expect(view.traitCollection.layoutDirection == .leftToRight)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)

    DoubleDevice.setLayoutDirection(.rightToLeft)
    #expect(view.traitCollection.layoutDirection == .rightToLeft)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)

    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    // Not inherited: a subview follows the traits, not its superview's attribute.
    let subview = UIView()
    view.addSubview(subview)
    #expect(subview.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    DoubleDevice.reset()
  }

  @Test("traitCollectionDidChange(_:): a new layoutDirection is a trait change")
  func aNewLayoutDirectionIsATraitChange() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = TraitRecordingView()
    window.addSubview(view)
    DoubleDevice.setLayoutDirection(.rightToLeft)
    #expect(view.previousDirections == [.leftToRight])
    DoubleDevice.setLayoutDirection(.rightToLeft)
    #expect(view.previousDirections == [.leftToRight])
    #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    #expect(UITraitCollection().layoutDirection == .unspecified)
    DoubleDevice.reset()
  }
}

/// Records the layout direction of each previous trait collection it is told about.
private final class TraitRecordingView: UIView {
  var previousDirections: [UITraitEnvironmentLayoutDirection] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousDirections.append(previousTraitCollection?.layoutDirection ?? .unspecified)
  }
}
