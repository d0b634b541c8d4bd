import Foundation

/// The additional safe-area insets a host should have while a keyboard covers part of it.
public enum KeyboardSafeAreaAdjustment {
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
    user: EdgeInsets, keyboardOverlap: CGFloat, inheritedSafeAreaBottom: CGFloat, isEnabled: Bool
  ) -> EdgeInsets {
    let overlap = keyboardOverlap.isFinite ? Swift.max(0, keyboardOverlap) : 0
    guard isEnabled, overlap > 0 else { return user }
    let inherited = inheritedSafeAreaBottom.isFinite ? Swift.max(0, inheritedSafeAreaBottom) : 0
    var result = user
    result.bottom = Swift.max(overlap - inherited, user.bottom)
    return result
  }
}
