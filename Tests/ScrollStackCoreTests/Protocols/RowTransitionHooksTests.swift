import Foundation
import Testing

@testable import ScrollStackCore

@MainActor
private final class AnimatableThing: ScrollStackRowAnimatable {
  let name: String
  var log: [String] = []
  init(_ name: String) { self.name = name }
  var animationInfo: ScrollStackAnimationInfo { ScrollStackAnimationInfo(duration: name == "controller" ? 0.5 : 0.25) }
  func willBeginAnimationTransition(toHide: Bool) { log.append("\(name) willBegin \(toHide)") }
  func animateTransition(toHide: Bool) { log.append("\(name) animate \(toHide)") }
  func didEndAnimationTransition(toHide: Bool) { log.append("\(name) didEnd \(toHide)") }
}

@MainActor private final class PlainThing {}

@Suite @MainActor struct RowTransitionHooksTests {
  @Test func theControllersTransitionWinsOverTheContentViews() throws {
    let controller = AnimatableThing("controller")
    let view = AnimatableThing("view")
    let hooks = try #require(RowTransitionHooks(controller: controller, contentView: view))
    hooks.willBegin(true)
    hooks.animate(true)
    hooks.didEnd(true)
    #expect(hooks.info.duration == 0.5)
    #expect(controller.log == ["controller willBegin true", "controller animate true", "controller didEnd true"])
    #expect(view.log.isEmpty)
  }

  @Test func theContentViewsTransitionIsUsedWhenTheControllerHasNone() throws {
    let view = AnimatableThing("view")
    let hooks = try #require(RowTransitionHooks(controller: PlainThing(), contentView: view))
    hooks.animate(false)
    #expect(hooks.info.duration == 0.25)
    #expect(view.log == ["view animate false"])
  }

  @Test func aRowWithNoAnimatableContentHasNoTransition() {
    #expect(RowTransitionHooks(controller: nil, contentView: PlainThing()) == nil)
  }
}
