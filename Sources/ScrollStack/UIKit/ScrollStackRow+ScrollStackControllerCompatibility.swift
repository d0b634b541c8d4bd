@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + ScrollStackController compatibility

// The row members ScrollStackController 1.7 had and this package spells otherwise.
// Deprecated: they are kept so that code written for ScrollStackController compiles; see
// docs/Migrating-from-ScrollStackController.md.
extension ScrollStackRow {
  /// ScrollStackController's name for the row's `backgroundColor` (`.clear` when it has none).
  @available(*, deprecated, renamed: "backgroundColor")
  public var rowBackgroundColor: UIColor {
    get { backgroundColor ?? .clear }
    set { backgroundColor = newValue }
  }

  /// The row's highlight colour: the stack's `rowHighlightColor` when the row was added,
  /// unless set here. A row view adopting `Highlightable` fills the row with it while touched;
  /// otherwise, as in ScrollStackController, the row does not paint it.
  @available(*, deprecated, message: "Set the stack's rowHighlightColor before adding the row.")
  public var rowHighlightColor: UIColor {
    get { highlightFillColor }
    set { highlightColorSetting = newValue }
  }

  /// Removes the row from its stack, as the stack's `removeRow(_:animated:completion:)` does
  /// (its controller leaves its parent). A row no longer in a stack is reported as
  /// ``StackDiagnostic/Kind/staleRow`` and nothing changes.
  @available(*, deprecated, message: "Use the stack's removeRow(_:animated:completion:).")
  public func removeFromStackView() {
    guard let stack, index != nil else {
      rowState.reportIgnoredChange("removeFromStackView()")
      return
    }
    stack.removeRow(self, animated: false, completion: nil)
  }
}
