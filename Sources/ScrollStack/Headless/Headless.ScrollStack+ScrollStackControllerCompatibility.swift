import Foundation
@_spi(Engine) import ScrollStackCore

// MARK: - Headless.ScrollStack + ScrollStackController compatibility

// The colour settings ScrollStackController 1.7 had on its stack, with the headless stack's
// `Color`, as the UIKit stack has them with `UIColor`. Deprecated: they are kept so that code
// written for ScrollStackController compiles; see the README's "Coming from
// ScrollStackController".
extension Headless.ScrollStack {
  /// ScrollStackController's default highlight colour for rows: a light grey (0.85, 0.85, 0.85).
  @available(*, deprecated, message: "Highlight is drawn by a ScrollStackRowHighlightable row content.")
  public static let defaultRowHighlightColor = Headless.Color(red: 0.85, green: 0.85, blue: 0.85)

  /// The background new rows get; ``Headless/Color/clear`` by default. Rows added earlier keep
  /// theirs, as in ScrollStackController.
  @available(*, deprecated, message: "Set backgroundColor on each row (onChangeRow tells you about new rows).")
  public var rowBackgroundColor: Headless.Color {
    get { platformHost.newRowBackgroundColor ?? .clear }
    set { platformHost.newRowBackgroundColor = newValue }
  }

  /// The highlight colour new rows get (their ``Headless/ScrollStackRow/rowHighlightColor``);
  /// ``defaultRowHighlightColor`` by default. As in ScrollStackController, the stack does not
  /// paint it: a row's content highlights itself by adopting `ScrollStackRowHighlightable`.
  @available(*, deprecated, message: "Highlight is drawn by a ScrollStackRowHighlightable row content.")
  public var rowHighlightColor: Headless.Color {
    get { platformHost.newRowHighlightColor ?? Self.defaultRowHighlightColor }
    set { platformHost.newRowHighlightColor = newValue }
  }
}
