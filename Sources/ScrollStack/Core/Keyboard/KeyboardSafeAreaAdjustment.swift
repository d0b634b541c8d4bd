import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardSafeAreaAdjustment

/// The additional safe-area insets a host should have while a keyboard covers part of it.
public enum KeyboardSafeAreaAdjustment {
  // MARK: Public

  /// The additional safe-area insets to apply to the host.
  ///
  /// The bottom inset becomes `max(keyboardOverlap - inheritedSafeAreaBottom, user.bottom)`:
  /// the keyboard's overlap less the safe area the host already has from elsewhere (the home
  /// indicator sits under the keyboard), but never less than the user's own value. The other
  /// edges are the user's. With `isEnabled == false`, or without overlap, the result is exactly
  /// `user`, so the user's value comes back unchanged when the keyboard leaves.
  ///
  /// Non-finite or negative overlap and inherited values count as zero.
  public static func additionalSafeAreaInsets(
    user: StackEdgeInsets, keyboardOverlap: CGFloat, inheritedSafeAreaBottom: CGFloat, isEnabled: Bool
  ) -> StackEdgeInsets {
    let overlap = keyboardOverlap.isFinite ? Swift.max(0, keyboardOverlap) : 0
    guard isEnabled, overlap > 0 else { return user }
    let inherited = inheritedSafeAreaBottom.isFinite ? Swift.max(0, inheritedSafeAreaBottom) : 0
    var result = user
    result.bottom = Swift.max(overlap - inherited, user.bottom)
    return result
  }

  /// The user's own additional safe-area insets, recovered from the value the host has now.
  ///
  /// The host's value is either the one last applied or one the user set since. An edge that
  /// differs from the applied value was set by the user and becomes theirs; the other edges keep
  /// the user's previous values (the applied bottom may hold the keyboard's inset, which is not
  /// the user's). Non-finite observed edges are ignored.
  public static func userInsets(observed: StackEdgeInsets, applied: StackEdgeInsets, previousUser: StackEdgeInsets)
    -> StackEdgeInsets
  {
    func edge(_ observed: CGFloat, _ applied: CGFloat, _ previous: CGFloat) -> CGFloat {
      observed.isFinite && observed != applied ? observed : previous
    }
    return StackEdgeInsets(
      top: edge(observed.top, applied.top, previousUser.top),
      left: edge(observed.left, applied.left, previousUser.left),
      bottom: edge(observed.bottom, applied.bottom, previousUser.bottom),
      right: edge(observed.right, applied.right, previousUser.right))
  }
}
