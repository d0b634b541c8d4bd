import Foundation
import Testing

@testable import ScrollStackCore
@_spi(Engine) @testable import ScrollStackHeadless

/// The Core pieces the UIKit layer translates: measured-size caching, appearance forwarding,
/// user safe-area recovery, full re-measurement and the main-queue scheduler.
@Suite @MainActor struct UIKitSupportTests {
  @Test func fittingLengthIsMeasuredOncePerAxisAndCrossLength() {
    var cache = FittingLengthCache()
    let object = NSObject()
    let row = ObjectIdentifier(object)
    var measurements = 0
    let measure: () -> CGFloat = {
      measurements += 1
      return 42
    }
    #expect(cache.length(for: row, axis: .vertical, crossLength: 320, measure: measure) == 42)
    #expect(cache.length(for: row, axis: .vertical, crossLength: 320, measure: measure) == 42)
    #expect(measurements == 1)
    _ = cache.length(for: row, axis: .vertical, crossLength: 400, measure: measure)
    _ = cache.length(for: row, axis: .horizontal, crossLength: 400, measure: measure)
    #expect(measurements == 3)
    withExtendedLifetime(object) {}
  }

  @Test func reloadAndTraitChangesForgetMeasuredLengths() {
    var cache = FittingLengthCache()
    let objects = (NSObject(), NSObject())
    let first = ObjectIdentifier(objects.0)
    let second = ObjectIdentifier(objects.1)
    var measurements = 0
    let measure: () -> CGFloat = {
      measurements += 1
      return 10
    }
    _ = cache.length(for: first, axis: .vertical, crossLength: 320, measure: measure)
    _ = cache.length(for: second, axis: .vertical, crossLength: 320, measure: measure)
    cache.invalidate(first)
    #expect(cache.count == 1)
    _ = cache.length(for: first, axis: .vertical, crossLength: 320, measure: measure)
    #expect(measurements == 3)
    cache.invalidateAll()
    #expect(cache.count == 0)
    withExtendedLifetime(objects) {}
  }

  @Test func userEditsOfAdditionalSafeAreaInsetsAreRecoveredEdgeByEdge() {
    let applied = StackEdgeInsets(top: 10, bottom: 302)
    let previous = StackEdgeInsets(top: 10, bottom: 20)
    // Nothing changed: the keyboard's bottom stays out of the user's value.
    #expect(
      KeyboardSafeAreaAdjustment.userInsets(observed: applied, applied: applied, previousUser: previous) == previous)
    // The user raised the top while the keyboard was up.
    let raisedTop = KeyboardSafeAreaAdjustment.userInsets(
      observed: StackEdgeInsets(top: 44, bottom: 302), applied: applied, previousUser: previous)
    #expect(raisedTop == StackEdgeInsets(top: 44, bottom: 20))
    // The user set a bottom of their own.
    let ownBottom = KeyboardSafeAreaAdjustment.userInsets(
      observed: StackEdgeInsets(top: 10, bottom: 400), applied: applied, previousUser: previous)
    #expect(ownBottom == StackEdgeInsets(top: 10, bottom: 400))
    let garbage = KeyboardSafeAreaAdjustment.userInsets(
      observed: StackEdgeInsets(top: .nan, bottom: 302), applied: applied, previousUser: previous)
    #expect(garbage == previous)
  }

  @Test func remeasuringAllRowsPicksUpNewFittingSizes() {
    let fixture = StackFixture()
    let text = TextView(text: String(repeating: "a", count: 32))
    fixture.stack.addRow(view: text)
    #expect(fixture.stack.contentSize.height == 20)
    text.text = String(repeating: "a", count: 96)
    fixture.stack.engine.remeasureAllRows()
    #expect(fixture.stack.contentSize.height == 60)
    #expect(fixture.delegate.log.contains { $0.hasPrefix("contentSize") })
  }

  @Test func mainQueueSchedulerRunsAfterTheDelayUnlessCancelled() async {
    let scheduler = MainQueueScheduler()
    let start = scheduler.now
    var cancelledRan = false
    let cancelled = scheduler.schedule(after: 0.01) { cancelledRan = true }
    cancelled.cancel()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      scheduler.schedule(after: 0.02) { continuation.resume() }
    }
    #expect(scheduler.now - start >= 0.02)
    #expect(!cancelledRan)
    #expect(cancelled.isCancelled)
  }
}
