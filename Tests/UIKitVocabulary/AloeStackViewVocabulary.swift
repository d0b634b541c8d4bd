import ScrollStack
import UIKit

// MARK: - AloeStackView vocabulary

// Every call of AloeStackView's public API, written as code written for AloeStackView calls it,
// with only the import and the class names changed (`AloeStackView` → `ScrollStack`,
// `AloeStackViewController` → `ScrollStackController`). One function per call, so that a
// compiler error names the call; compiled against the real iPhoneOS SDK
// (scripts/check-apple-sdks.sh) and against the UIKit double (scripts/check-uikit.sh).

/// A row view that reacts to taps by itself, as AloeStackView's `Tappable` rows do.
final class AloeVocabularyTappableRow: UIView, Tappable {
  var taps = 0
  func didTapView() { taps += 1 }
}

/// A row view highlighted with AloeStackView's default highlight.
final class AloeVocabularyHighlightableRow: UIView, Highlightable {}

/// A row view with a highlight of its own.
final class AloeVocabularyCustomHighlightRow: UIView, Highlightable {
  var isHighlightable: Bool { true }
  func setIsHighlighted(_ isHighlighted: Bool) { alpha = isHighlighted ? 0.5 : 1 }
}

/// A row view whose separator is always hidden.
final class AloeVocabularySeparatorHidingRow: UIView, SeparatorHiding {}

@MainActor func aloeCreateStack() -> ScrollStack { ScrollStack() }
@MainActor func aloeAddRow(_ stackView: ScrollStack) { stackView.addRow(UILabel()) }
@MainActor func aloeAddRowAnimated(_ stackView: ScrollStack) { stackView.addRow(UILabel(), animated: true) }
@MainActor func aloeAddRows(_ stackView: ScrollStack) { stackView.addRows([UILabel(), UILabel()], animated: true) }
@MainActor func aloePrependRow(_ stackView: ScrollStack) { stackView.prependRow(UILabel(), animated: true) }
@MainActor func aloePrependRows(_ stackView: ScrollStack) { stackView.prependRows([UILabel()], animated: false) }
@MainActor func aloeInsertRowBefore(_ stackView: ScrollStack, _ row: UIView) {
  stackView.insertRow(UILabel(), before: row, animated: true)
}
@MainActor func aloeInsertRowAfter(_ stackView: ScrollStack, _ row: UIView) {
  stackView.insertRow(UILabel(), after: row)
}
@MainActor func aloeInsertRowsBefore(_ stackView: ScrollStack, _ row: UIView) {
  stackView.insertRows([UILabel()], before: row)
}
@MainActor func aloeInsertRowsAfter(_ stackView: ScrollStack, _ row: UIView) {
  stackView.insertRows([UILabel()], after: row, animated: true)
}
@MainActor func aloeRemoveRow(_ stackView: ScrollStack, _ row: UIView) { stackView.removeRow(row, animated: true) }
@MainActor func aloeRemoveRows(_ stackView: ScrollStack, _ rows: [UIView]) { stackView.removeRows(rows) }
@MainActor func aloeRemoveAllRows(_ stackView: ScrollStack) { stackView.removeAllRows(animated: true) }
@MainActor func aloeHideRow(_ stackView: ScrollStack, _ row: UIView) { stackView.hideRow(row, animated: true) }
@MainActor func aloeShowRow(_ stackView: ScrollStack, _ row: UIView) { stackView.showRow(row) }
@MainActor func aloeHideRows(_ stackView: ScrollStack, _ rows: [UIView]) { stackView.hideRows(rows) }
@MainActor func aloeShowRows(_ stackView: ScrollStack, _ rows: [UIView]) { stackView.showRows(rows, animated: true) }
@MainActor func aloeSetRowHidden(_ stackView: ScrollStack, _ row: UIView) {
  stackView.setRowHidden(row, isHidden: true, animated: true)
}
@MainActor func aloeSetRowsHidden(_ stackView: ScrollStack, _ rows: [UIView]) {
  stackView.setRowsHidden(rows, isHidden: false)
}
@MainActor func aloeIsRowHidden(_ stackView: ScrollStack, _ row: UIView) -> Bool { stackView.isRowHidden(row) }
@MainActor func aloeContainsRow(_ stackView: ScrollStack, _ row: UIView) -> Bool { stackView.containsRow(row) }
@MainActor func aloeGetAllRows(_ stackView: ScrollStack) -> [UIView] { stackView.getAllRows() }
@MainActor func aloeFirstRow(_ stackView: ScrollStack) -> UIView? { stackView.firstRow }
@MainActor func aloeLastRow(_ stackView: ScrollStack) -> UIView? { stackView.lastRow }
@MainActor func aloeSetTapHandler(_ stackView: ScrollStack, _ label: UILabel) {
  stackView.setTapHandler(forRow: label) { label in label.text = "Tapped" }
}
@MainActor func aloeRemoveTapHandler(_ stackView: ScrollStack, _ label: UILabel) {
  stackView.setTapHandler(forRow: label, handler: nil)
}
@MainActor func aloeRowBackgroundColor(_ stackView: ScrollStack) {
  stackView.rowBackgroundColor = UIColor(white: 1, alpha: 1)
}
@MainActor func aloeRowHighlightColor(_ stackView: ScrollStack) {
  stackView.rowHighlightColor = UIColor(white: 0.85, alpha: 1)
}
@MainActor func aloeSetBackgroundColor(_ stackView: ScrollStack, _ row: UIView) {
  stackView.setBackgroundColor(forRow: row, color: .systemBackground)
}
@MainActor func aloeSetBackgroundColors(_ stackView: ScrollStack, _ rows: [UIView]) {
  stackView.setBackgroundColor(forRows: rows, color: .systemBackground)
}
@MainActor func aloeRowInset(_ stackView: ScrollStack) {
  stackView.rowInset = UIEdgeInsets(top: 12, left: 15, bottom: 12, right: 15)
}
@MainActor func aloeSetInset(_ stackView: ScrollStack, _ row: UIView) { stackView.setInset(forRow: row, inset: .zero) }
@MainActor func aloeSetInsets(_ stackView: ScrollStack, _ rows: [UIView]) {
  stackView.setInset(forRows: rows, inset: stackView.rowInset)
}
@MainActor func aloeSeparatorInset(_ stackView: ScrollStack) {
  stackView.separatorInset = UIEdgeInsets(top: 0, left: stackView.separatorInset.left * 2, bottom: 0, right: 0)
}
@MainActor func aloeSetSeparatorInset(_ stackView: ScrollStack, _ row: UIView) {
  stackView.setSeparatorInset(forRow: row, inset: .zero)
}
@MainActor func aloeSetSeparatorInsets(_ stackView: ScrollStack, _ rows: [UIView]) {
  stackView.setSeparatorInset(forRows: rows, inset: .zero)
}
@MainActor func aloeSeparatorColor(_ stackView: ScrollStack) { stackView.separatorColor = .systemBlue }
@MainActor func aloeSeparatorWidth(_ stackView: ScrollStack) { stackView.separatorWidth = 2 }
@MainActor func aloeSeparatorHeight(_ stackView: ScrollStack) { stackView.separatorHeight = 2 }
@MainActor func aloeHidesSeparatorsByDefault(_ stackView: ScrollStack) { stackView.hidesSeparatorsByDefault = true }
@MainActor func aloeHideSeparator(_ stackView: ScrollStack, _ row: UIView) { stackView.hideSeparator(forRow: row) }
@MainActor func aloeShowSeparator(_ stackView: ScrollStack, _ row: UIView) { stackView.showSeparator(forRow: row) }
@MainActor func aloeHideSeparators(_ stackView: ScrollStack, _ rows: [UIView]) {
  stackView.hideSeparators(forRows: rows)
}
@MainActor func aloeShowSeparators(_ stackView: ScrollStack, _ rows: [UIView]) {
  stackView.showSeparators(forRows: rows)
}
@MainActor func aloeAutomaticallyHidesLastSeparator(_ stackView: ScrollStack) {
  stackView.automaticallyHidesLastSeparator = true
}
@MainActor func aloeScrollRowToVisible(_ stackView: ScrollStack, _ row: UIView) {
  stackView.scrollRowToVisible(row)
  stackView.scrollRowToVisible(row, animated: false)
}
@MainActor func aloeCellForRow(_ stackView: ScrollStack, _ row: UIView) -> UIView? { stackView.cellForRow(row) }
@MainActor func aloeAxis(_ stackView: ScrollStack) { stackView.axis = .horizontal }
@MainActor func aloeTappable(_ stackView: ScrollStack) { stackView.addRow(AloeVocabularyTappableRow()) }
@MainActor func aloeHighlightable(_ stackView: ScrollStack) {
  let row = AloeVocabularyHighlightableRow()
  stackView.addRow(row)
  if row.isHighlightable { row.setIsHighlighted(true) }
  stackView.addRow(AloeVocabularyCustomHighlightRow())
}
@MainActor func aloeSeparatorHiding(_ stackView: ScrollStack) { stackView.addRow(AloeVocabularySeparatorHidingRow()) }

/// AloeStackView's controller, subclassed as its example app does.
final class AloeVocabularyController: ScrollStackController {
  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyFlashScrollIndicators = true
    stackView.addRow(UILabel())
  }
}
