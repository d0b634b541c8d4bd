@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + ScrollStackController compatibility

// The colour settings ScrollStackController 1.7 and AloeStackView had on their stack: the
// background and highlight colours new rows get. The highlight colour is what a row view adopting
// `Highlightable` (AloeStackView's protocol) fills its row with; see
// docs/Migrating-from-ScrollStackController.md and docs/Migrating-from-AloeStackView.md.
extension ScrollStack {
  /// The default highlight colour for rows: a light grey (0.85, 0.85, 0.85), as in
  /// ScrollStackController (AloeStackView's was RGB 217, 217, 217).
  public static let defaultRowHighlightColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)

  /// The background new rows get; `.clear` by default. Rows added earlier keep theirs, as in
  /// ScrollStackController and AloeStackView (set a row's own with its `backgroundColor`, or
  /// `setBackgroundColor(forRow:color:)`).
  public var rowBackgroundColor: UIColor {
    get { platform.newRowBackgroundColor ?? .clear }
    set { platform.newRowBackgroundColor = newValue }
  }

  /// The highlight colour new rows get; ``defaultRowHighlightColor`` by default. Rows added
  /// earlier keep theirs. A row view adopting ``Highlightable`` (AloeStackView's protocol) fills
  /// its row with it while touched; a content adopting ``ScrollStackRowHighlightable`` draws its
  /// own highlight and does not use it.
  public var rowHighlightColor: UIColor {
    get { platform.newRowHighlightColor ?? Self.defaultRowHighlightColor }
    set { platform.newRowHighlightColor = newValue }
  }
}
