import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardEvent + UserInfo

extension KeyboardEvent {
  /// Reads a keyboard notification's `userInfo`.
  ///
  /// `frame` unboxes the end frame (UIKit: `NSValue.cgRectValue`); it stays in the coordinates
  /// it was posted in. Values that are missing or of the wrong type leave the event's defaults
  /// (and no end frame), which ``KeyboardAvoidanceController`` then validates and reports.
  package init(kind: Kind, userInfo: [AnyHashable: Any]?, keys: KeyboardUserInfoKeys, frame: (Any) -> CGRect?) {
    self.init(kind: kind)
    guard let userInfo else { return }
    if let boxed = userInfo[keys.endFrame] { endFrame = frame(boxed) }
    if let duration = Self.number(userInfo[keys.animationDuration]) { animationDuration = duration.doubleValue }
    if let curve = Self.number(userInfo[keys.animationCurve]) { animationCurve = curve.intValue }
    if let isLocal = Self.number(userInfo[keys.isLocal]) { self.isLocal = isLocal.boolValue }
  }

  private static func number(_ value: Any?) -> NSNumber? {
    switch value {
    case let number as NSNumber: return number
    case let double as Double: return NSNumber(value: double)
    case let int as Int: return NSNumber(value: int)
    case let bool as Bool: return NSNumber(value: bool)
    default: return nil
    }
  }
}
