import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardUserInfoKeys

/// The `userInfo` keys of a keyboard notification; the UIKit layer passes UIKit's
/// `UIResponder.keyboard…UserInfoKey` constants.
package struct KeyboardUserInfoKeys: Hashable, Sendable {
  // MARK: Lifecycle

  /// Names the four keys.
  package init(endFrame: String, animationDuration: String, animationCurve: String, isLocal: String) {
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
  }

  // MARK: Internal

  /// The keyboard's end frame: a rectangle in screen coordinates, boxed.
  var endFrame: String
  /// The animation duration in seconds, as a number.
  var animationDuration: String
  /// The raw animation curve, as a number.
  var animationCurve: String
  /// Whether the keyboard belongs to this app, as a number.
  var isLocal: String
}
