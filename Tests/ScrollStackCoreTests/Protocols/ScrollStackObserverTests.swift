import Foundation
import Testing

@testable import ScrollStackCore

/// A stack and a row of no platform: the dispatch is Core's, whatever host uses it.
@MainActor private final class PlainStack {}
@MainActor private final class PlainRow {}

@MainActor
private final class RecordingObserver: ScrollStackObserver {
  typealias Stack = PlainStack
  typealias Row = PlainRow
  var calls: [String] = []
  var stacks: [PlainStack] = []
  var rows: [PlainRow] = []

  func scrollStackDidScroll(_ stackView: PlainStack, offset: CGPoint) {
    stacks.append(stackView)
    calls.append("scroll \(offset.y)")
  }
  func scrollStackRowDidBecomeVisible(
    _ stackView: PlainStack, row: PlainRow, index: Int, state: ScrollStackRowVisibility
  ) {
    rows.append(row)
    calls.append("visible \(index) \(state)")
  }
  func scrollStackRowDidBecomeHidden(
    _ stackView: PlainStack, row: PlainRow, index: Int, state: ScrollStackRowVisibility
  ) {
    rows.append(row)
    calls.append("hidden \(index) \(state)")
  }
  func scrollStackDidUpdateLayout(_ stackView: PlainStack) { calls.append("layout") }
  func scrollStackContentSizeDidChange(_ stackView: PlainStack, from oldValue: CGSize, to newValue: CGSize) {
    calls.append("size \(oldValue.height)->\(newValue.height)")
  }
  func scrollStackDidEndScrollingAnimation(_ stackView: PlainStack) { calls.append("endScroll") }
}

@Suite @MainActor struct ScrollStackObserverTests {
  @Test func everyEventReachesItsOwnDelegateMethodWithTheStackAndRow() {
    let stack = PlainStack()
    let row = PlainRow()
    let observer = RecordingObserver()
    let events: [ScrollStackEvent<PlainRow>] = [
      .didScroll(offset: CGPoint(x: 0, y: 12)),
      .rowDidBecomeVisible(row: row, index: 3, state: .entire),
      .rowDidBecomeHidden(row: row, index: 4, state: .offscreen),
      .didUpdateLayout,
      .contentSizeDidChange(from: CGSize(width: 1, height: 10), to: CGSize(width: 1, height: 20)),
      .didEndScrollingAnimation,
      .rowDidChange(row: row, isRemoved: true),
    ]
    for event in events { event.deliver(to: observer, from: stack) }
    #expect(
      observer.calls == [
        "scroll 12.0", "visible 3 entire", "hidden 4 offscreen", "layout", "size 10.0->20.0", "endScroll",
      ])
    #expect(observer.stacks.allSatisfy { $0 === stack })
    #expect(observer.rows.count == 2 && observer.rows.allSatisfy { $0 === row })
  }

}
