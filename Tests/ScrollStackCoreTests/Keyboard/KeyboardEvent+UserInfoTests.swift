import Foundation
import Testing

@testable import ScrollStackCore

/// Reading keyboard notifications' `userInfo`, as the UIKit layer does with UIKit's keys.
@Suite struct KeyboardEventUserInfoTests {
  let keys = KeyboardUserInfoKeys(
    endFrame: "end", animationDuration: "duration", animationCurve: "curve", isLocal: "local")
  let frame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// Unboxes frames stored as `[CGFloat]`, standing in for `NSValue.cgRectValue`.
  func unbox(_ value: Any) -> CGRect? {
    guard let parts = value as? [CGFloat], parts.count == 4 else { return nil }
    return CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
  }

  @Test func everyValueIsRead() {
    let userInfo: [AnyHashable: Any] = [
      "end": [CGFloat(0), 508, 390, 336], "duration": NSNumber(value: 0.4), "curve": NSNumber(value: 7),
      "local": NSNumber(value: false),
    ]
    let event = KeyboardEvent(kind: .willShow, userInfo: userInfo, keys: keys, frame: unbox)
    #expect(
      event
        == KeyboardEvent(kind: .willShow, endFrame: frame, animationDuration: 0.4, animationCurve: 7, isLocal: false))
  }

  @Test func missingOrMistypedValuesKeepTheDefaults() {
    let userInfo: [AnyHashable: Any] = ["end": "not a frame", "duration": "slow", "other": 1]
    let event = KeyboardEvent(kind: .willChangeFrame, userInfo: userInfo, keys: keys, frame: unbox)
    #expect(event == KeyboardEvent(kind: .willChangeFrame))
    #expect(event.endFrame == nil)
    #expect(KeyboardEvent(kind: .willHide, userInfo: nil, keys: keys, frame: unbox) == KeyboardEvent(kind: .willHide))
  }

  @Test func plainSwiftNumbersAreReadToo() {
    let userInfo: [AnyHashable: Any] = ["duration": 0.3, "curve": 3, "local": true]
    let event = KeyboardEvent(kind: .didChangeFrame, userInfo: userInfo, keys: keys, frame: unbox)
    #expect(event.animationDuration == 0.3)
    #expect(event.animationCurve == 3)
    #expect(event.isLocal)
  }
}
