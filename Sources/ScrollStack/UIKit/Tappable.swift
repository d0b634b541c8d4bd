#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - Tappable

/// Adopted by a row view that reacts to taps on its row by itself, without a handler being set:
/// AloeStackView's protocol of the same name.
///
/// A row whose content view adopts it is tappable, however it was added: each tap on the row (or
/// VoiceOver activation) calls ``didTapView()``, then measures the row again (as `reloadRow`
/// does: the view may have changed its content, and AloeStackView's rows followed their
/// content), then calls the row's ``ScrollStackRow/onTap`` if it has one
/// (``ScrollStack/setTapHandler(forRow:handler:)`` sets it). Taps on a view inside the row that
/// handles touches itself (a `UIControl`, a text view, a scroll view, a view with its own gesture
/// recognizers) go to that view. A tappable row highlights while touched when its view adopts
/// ``Highlightable`` (or ``ScrollStackRowHighlightable``) too.
///
/// ```swift
/// final class SwitchRow: UIView, Tappable {
///   let toggle = UISwitch()
///   func didTapView() { toggle.setOn(!toggle.isOn, animated: true) }
/// }
/// ```
@MainActor
public protocol Tappable: AnyObject {
  /// Called each time the user taps the row showing this view, before the row's `onTap`.
  func didTapView()
}
