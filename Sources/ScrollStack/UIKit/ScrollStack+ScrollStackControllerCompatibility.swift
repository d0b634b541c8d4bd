@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + ScrollStackController compatibility

// The colour settings ScrollStackController 1.7 had on its stack. Deprecated: they are kept so
// that code written for ScrollStackController compiles; see the README's "Coming from
// ScrollStackController".
extension ScrollStack {
  /// ScrollStackController's default highlight colour for rows: a light grey (0.85, 0.85, 0.85).
  @available(*, deprecated, message: "Highlight is drawn by a ScrollStackRowHighlightable row content.")
  public static let defaultRowHighlightColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)

  /// The background new rows get; `.clear` by default. Rows added earlier keep theirs, as in
  /// ScrollStackController.
  @available(*, deprecated, message: "Set backgroundColor on each row (onChangeRow tells you about new rows).")
  public var rowBackgroundColor: UIColor {
    get { platformHost.newRowBackgroundColor ?? .clear }
    set { platformHost.newRowBackgroundColor = newValue }
  }

  /// The highlight colour new rows get (their ``ScrollStackRow/rowHighlightColor``);
  /// ``defaultRowHighlightColor`` by default. As in ScrollStackController, the stack does not
  /// paint it: a row's content highlights itself by adopting `ScrollStackRowHighlightable`.
  @available(*, deprecated, message: "Highlight is drawn by a ScrollStackRowHighlightable row content.")
  public var rowHighlightColor: UIColor {
    get { platformHost.newRowHighlightColor ?? Self.defaultRowHighlightColor }
    set { platformHost.newRowHighlightColor = newValue }
  }
}
