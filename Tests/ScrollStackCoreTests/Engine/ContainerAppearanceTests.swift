import Foundation
import Testing

@testable import ScrollStackCore

/// Appearance forwarding: children joining or leaving a container mid-appearance.
@Suite struct ContainerAppearanceTests {
  @Test func childrenJoiningOrLeavingMidAppearanceGetBalancedCalls() {
    #expect(ContainerAppearance.disappeared.stepsForAddedChild.isEmpty)
    #expect(ContainerAppearance.appearing.stepsForAddedChild == [.begin(isAppearing: true)])
    #expect(ContainerAppearance.appeared.stepsForAddedChild == [.begin(isAppearing: true), .end])
    #expect(ContainerAppearance.disappearing.stepsForAddedChild.isEmpty)
    #expect(ContainerAppearance.disappeared.stepsForRemovedChild.isEmpty)
    #expect(ContainerAppearance.appearing.stepsForRemovedChild == [.end, .begin(isAppearing: false), .end])
    #expect(ContainerAppearance.appeared.stepsForRemovedChild == [.begin(isAppearing: false), .end])
    #expect(ContainerAppearance.disappearing.stepsForRemovedChild == [.end])
  }
}
