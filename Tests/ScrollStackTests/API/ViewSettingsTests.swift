import Foundation
import Testing

@testable import ScrollStack

/// A view keeps its opacity, background colour and label apart until one is set: each still
/// reads its default until set, and its own value after.
@Suite @MainActor struct ViewSettingsTests {
  /// Black (the double has no `.black` yet).
  private static let black = UIColor(white: 0, alpha: 1)

  @Test func aNewViewHasTheDefaultOpacityColourAndLabel() {
    let view = UIView()

    #expect(view.alpha == 1)
    #expect(view.backgroundColor == nil)
    #expect(view.accessibilityLabel == nil)
  }

  @Test func settingOneLeavesTheOthersAtTheirDefaults() {
    let faded = UIView()
    let coloured = UIView()
    let labelled = UIView()

    faded.alpha = 0.5
    coloured.backgroundColor = Self.black
    labelled.accessibilityLabel = "Title"

    #expect(faded.alpha == 0.5 && faded.backgroundColor == nil && faded.accessibilityLabel == nil)
    #expect(coloured.alpha == 1 && coloured.backgroundColor == Self.black && coloured.accessibilityLabel == nil)
    #expect(labelled.alpha == 1 && labelled.backgroundColor == nil && labelled.accessibilityLabel == "Title")
  }

  @Test func eachViewKeepsItsOwnValues() {
    let first = UIView()
    let second = UIView()
    first.backgroundColor = Self.black
    second.backgroundColor = .separator

    first.backgroundColor = nil
    first.accessibilityLabel = "First"

    #expect(first.backgroundColor == nil)
    #expect(second.backgroundColor == .separator)
    #expect(second.accessibilityLabel == nil)
  }

  @Test func aRowsLabelFallsBackToItsContentsLabel() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let content = SizedView(intrinsicSize: CGSize(width: 0, height: 44))
    content.accessibilityLabel = "Content"
    stack.addRow(view: content)
    let row = stack.rows[0]
    #expect(row.accessibilityLabel == "Content")

    row.accessibilityLabel = "Row"

    #expect(row.accessibilityLabel == "Row")
    #expect(content.accessibilityLabel == "Content")
  }
}
