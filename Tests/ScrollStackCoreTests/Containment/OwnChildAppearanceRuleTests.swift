import Foundation
import Testing

@testable import ScrollStackCore

/// The rule for a container's children that are not rows: they follow the container while their
/// view is inside its view, and get UIKit's automatic calls when their view joins or leaves.
@Suite @MainActor struct OwnChildAppearanceRuleTests {
  private func containerWithChild(_ state: ContainerAppearance) -> (CallLog, StandInContainer, StandInController) {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(state)
    let child = StandInController("overlay", log: log)
    container.controller.addChild(child)
    log.entries.removeAll()
    return (log, container, child)
  }

  @Test func aViewJoiningAnAppearedContainerAppearsAtOnce() {
    let (log, container, child) = containerWithChild(.appeared)
    container.childViewDidJoin(child)
    #expect(log.entries == ["overlay willAppear", "overlay didAppear"])
    // Joining again (another view event) sends nothing more.
    container.childViewDidJoin(child)
    #expect(log.entries.count == 2)
  }

  @Test func aViewJoiningAnAppearingContainerEndsWithTheContainer() {
    let (log, container, child) = containerWithChild(.appearing)
    container.childViewDidJoin(child)
    #expect(log.entries == ["overlay willAppear"])
    container.appear(.appeared)
    #expect(log.entries == ["overlay willAppear", "overlay didAppear"])
  }

  @Test(arguments: [ContainerAppearance.disappeared, .disappearing])
  func aViewJoiningAContainerOffScreenHearsNothing(state: ContainerAppearance) {
    let (log, container, child) = containerWithChild(state)
    container.childViewDidJoin(child)
    #expect(log.entries.isEmpty)
  }

  @Test func aViewLeavingDisappearsAtOnceAndJoiningAgainAppears() {
    let (log, container, child) = containerWithChild(.appeared)
    container.childViewDidJoin(child)
    log.entries.removeAll()
    container.childViewWillLeave(child)
    #expect(log.entries == ["overlay willDisappear", "overlay didDisappear"])
    container.childViewDidJoin(child)
    #expect(log.entries.suffix(2) == ["overlay willAppear", "overlay didAppear"])
    #expect(child.ignoredCalls == 0)
  }

  @Test func aControllerThatIsNoChildIsLeftAlone() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let stranger = StandInController("stranger", log: log)
    container.childViewDidJoin(stranger)
    container.childViewWillLeave(stranger)
    #expect(log.entries.isEmpty)
  }
}
