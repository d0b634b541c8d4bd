import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct ScrollsToTopClaimsTests {
  private final class FakeScrollView {}

  @Test func aScrollViewFoundOnIsTurnedOffOnceAndGivenBackOnRelease() {
    var claims = ScrollsToTopClaims<FakeScrollView>()
    let gallery = FakeScrollView()
    let first = claims.shouldTurnOff(gallery, isOn: true)
    // Found again (the row displayed again), even turned back on by the app: left as it is.
    let again = claims.shouldTurnOff(gallery, isOn: false)
    let optedIn = claims.shouldTurnOff(gallery, isOn: true)
    #expect(first && !again && !optedIn)
    let released = claims.release()
    #expect(released.map(ObjectIdentifier.init) == [ObjectIdentifier(gallery)])
    #expect(claims.isEmpty)
    let releasedAgain = claims.release()
    #expect(releasedAgain.isEmpty)
  }

  @Test func aScrollViewFoundOffIsNeitherTurnedOffNorGivenBack() {
    var claims = ScrollsToTopClaims<FakeScrollView>()
    let quiet = FakeScrollView()
    let turnedOff = claims.shouldTurnOff(quiet, isOn: false)
    #expect(!turnedOff)
    #expect(!claims.isEmpty)
    let released = claims.release()
    #expect(released.isEmpty)
  }

  @Test func aFreedViewIsNotGivenBack() {
    var claims = ScrollsToTopClaims<FakeScrollView>()
    var gallery: FakeScrollView? = FakeScrollView()
    var turnedOff = false
    if let gallery { turnedOff = claims.shouldTurnOff(gallery, isOn: true) }
    #expect(turnedOff)
    gallery = nil
    let released = claims.release()
    #expect(released.isEmpty)
  }
}
