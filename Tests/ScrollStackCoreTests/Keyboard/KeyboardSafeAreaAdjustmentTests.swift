import Foundation
import Testing

@testable import ScrollStackCore

/// The keyboard's share of the additional safe area, and the app's own edits recovered from it.
@Suite struct KeyboardSafeAreaAdjustmentTests {
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

  /// The rule both hosts run, played as a host would: apply, let the app assign, read back.
  @Test func coreRuleTellsTheAppsAssignmentFromTheLibrarys() {
    var user = StackEdgeInsets.zero
    func applied(overlap: CGFloat) -> StackEdgeInsets {
      KeyboardSafeAreaAdjustment.additionalSafeAreaInsets(
        user: user, keyboardOverlap: overlap, inheritedSafeAreaBottom: 34, isEnabled: true)
    }
    // The keyboard is up: the library wrote 257 at the bottom.
    let written = applied(overlap: 291)
    #expect(written == StackEdgeInsets(bottom: 257))
    // Reading back its own value teaches nothing.
    user = KeyboardSafeAreaAdjustment.userInsets(observed: written, applied: written, previousUser: user)
    #expect(user == .zero)
    // The app assigns a palette inset; only the edges that differ are the app's.
    user = KeyboardSafeAreaAdjustment.userInsets(
      observed: StackEdgeInsets(top: 44, bottom: 60), applied: written, previousUser: user)
    #expect(user == StackEdgeInsets(top: 44, bottom: 60))
    #expect(applied(overlap: 291) == StackEdgeInsets(top: 44, bottom: 257))
    // The keyboard leaves: exactly the app's value.
    #expect(applied(overlap: 0) == StackEdgeInsets(top: 44, bottom: 60))
  }
}
