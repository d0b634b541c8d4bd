import Testing

@testable import ScrollStackCore

@Suite struct RowTouchStateMachineTests {
  private let tappable = RowTouchFacts(isTappable: true, isHighlightable: true)
  /// A tappable row of a host whose tap recognizer alone decides taps (UIKit).
  private let recognizer = RowTouchFacts(isTappable: true, isHighlightable: true, tapsWithRecognizer: true)

  /// Runs `events` with `facts` through a new machine; returns every effect, in order.
  private func effects(
    _ events: [RowTouchEvent], facts: RowTouchFacts = RowTouchFacts(isTappable: true, isHighlightable: true)
  ) -> [RowTouchEffect] {
    var machine = RowTouchStateMachine()
    return events.flatMap { machine.handle($0, facts: facts) }
  }

  @Test func touchDownHighlightsAndLiftingInsideClearsThenTaps() {
    var machine = RowTouchStateMachine()
    #expect(machine.handle(.began(onInnerInteraction: false), facts: tappable) == [.setHighlighted(true)])
    #expect(machine.isHighlighted)
    #expect(machine.handle(.moved(inside: true), facts: tappable).isEmpty)
    #expect(machine.handle(.ended(inside: true), facts: tappable) == [.setHighlighted(false), .runTap])
    #expect(machine.isHighlighted == false)
  }

  @Test func movingOutsideClearsTheHighlightAndForbidsTheTapEvenBackInside() {
    #expect(
      effects([.began(onInnerInteraction: false), .moved(inside: false), .moved(inside: true), .ended(inside: true)])
        == [.setHighlighted(true), .setHighlighted(false)])
    #expect(
      effects([.began(onInnerInteraction: false), .moved(inside: false), .tapRecognized])
        == [.setHighlighted(true), .setHighlighted(false)])
  }

  @Test func touchOnAControlNeitherHighlightsNorTaps() {
    #expect(effects([.began(onInnerInteraction: true), .ended(inside: true)]).isEmpty)
    #expect(effects([.began(onInnerInteraction: true), .tapRecognized]).isEmpty)
  }

  @Test func liftingOutsideClearsWithoutTapping() {
    #expect(
      effects([.began(onInnerInteraction: false), .ended(inside: false)]) == [
        .setHighlighted(true), .setHighlighted(false),
      ])
  }

  @Test func cancelClearsAndALaterLiftDoesNotTap() {
    #expect(
      effects([.began(onInnerInteraction: false), .cancelled, .ended(inside: true)])
        == [.setHighlighted(true), .setHighlighted(false)])
  }

  @Test func recognizedTapRunsOnceInEitherOrderWithTheCancel() {
    let recognizedFirst = effects(
      [.began(onInnerInteraction: false), .tapRecognized, .cancelled, .ended(inside: true)], facts: recognizer)
    let cancelledFirst = effects([.began(onInnerInteraction: false), .cancelled, .tapRecognized], facts: recognizer)
    #expect(recognizedFirst == [.setHighlighted(true), .setHighlighted(false), .runTap])
    #expect(cancelledFirst == [.setHighlighted(true), .setHighlighted(false), .runTap])
  }

  /// With a recognizer, lifting never taps by itself: a touch the recognizer did not claim (it
  /// moved a little, it was held) does not tap.
  @Test func withARecognizerLiftingDoesNotTap() {
    #expect(
      effects([.began(onInnerInteraction: false), .ended(inside: true)], facts: recognizer)
        == [.setHighlighted(true), .setHighlighted(false)])
  }

  /// A scroll view may deliver the touch to the row only after the recognizer's action: the tap
  /// still runs, once, and the late touch does not tap again.
  @Test func aRecognizedTapBeforeTheRowHearsTheTouchStillTapsOnce() {
    #expect(
      effects([.tapRecognized, .began(onInnerInteraction: false), .cancelled], facts: recognizer)
        == [.runTap, .setHighlighted(true), .setHighlighted(false)])
    // The next tap, recognized after the first one's touch tapped, is a new touch.
    #expect(
      effects([.began(onInnerInteraction: false), .tapRecognized, .cancelled, .tapRecognized], facts: recognizer)
        == [.setHighlighted(true), .setHighlighted(false), .runTap, .runTap])
  }

  @Test func eachTouchTapsAtMostOnce() {
    #expect(
      effects([.began(onInnerInteraction: false), .ended(inside: true), .ended(inside: true)])
        == [.setHighlighted(true), .setHighlighted(false), .runTap])
    #expect(
      effects([
        .began(onInnerInteraction: false), .ended(inside: true), .began(onInnerInteraction: false),
        .ended(inside: true),
      ])
        == [
          .setHighlighted(true), .setHighlighted(false), .runTap, .setHighlighted(true), .setHighlighted(false),
          .runTap,
        ])
  }

  @Test func liftWithoutATouchDoesNothing() {
    #expect(effects([.ended(inside: true), .cancelled, .moved(inside: false)]).isEmpty)
  }

  @Test func notTappableRowNeitherHighlightsNorTaps() {
    let facts = RowTouchFacts(isTappable: false, isHighlightable: true)
    #expect(effects([.began(onInnerInteraction: false), .ended(inside: true)], facts: facts).isEmpty)
    #expect(effects([.began(onInnerInteraction: false), .tapRecognized], facts: facts).isEmpty)
  }

  @Test func notHighlightableRowTapsWithoutHighlighting() {
    let facts = RowTouchFacts(isTappable: true, isHighlightable: false)
    #expect(effects([.began(onInnerInteraction: false), .ended(inside: true)], facts: facts) == [.runTap])
  }

  @Test func rowThatStopsBeingTappableDuringTheTouchClearsWithoutTapping() {
    var machine = RowTouchStateMachine()
    _ = machine.handle(.began(onInnerInteraction: false), facts: tappable)
    let lifted = machine.handle(.ended(inside: true), facts: RowTouchFacts(isTappable: false, isHighlightable: true))
    #expect(lifted == [.setHighlighted(false)])
  }

  @Test func secondTouchDownWhileHighlightedDoesNotHighlightAgain() {
    #expect(
      effects([.began(onInnerInteraction: false), .began(onInnerInteraction: false), .ended(inside: true)])
        == [.setHighlighted(true), .setHighlighted(false), .runTap])
  }

  @Test func touchOnAControlAfterAHighlightedOneRemovesTheHighlight() {
    #expect(
      effects([.began(onInnerInteraction: false), .began(onInnerInteraction: true), .ended(inside: true)])
        == [.setHighlighted(true), .setHighlighted(false)])
  }
}
