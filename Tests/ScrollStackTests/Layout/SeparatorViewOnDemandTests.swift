import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A row makes its separator view when first asked for: these check that nothing shows it, the
/// row's subviews look as if it had always been there, and it has the last layout's frame.
@Suite @MainActor struct SeparatorViewOnDemandTests {
  /// Black (the double has no `.black` yet).
  private let black = UIColor(white: 0, alpha: 1)

  @Test func aRowsSubviewsAreItsContentThenItsSeparatorWhenReadFirst() {
    let fixture = StackFixture()
    let content = SizedView(intrinsicSize: CGSize(width: 0, height: 50))
    fixture.stack.addRow(view: content)
    let row = fixture.stack.rows[0]

    let subviews = row.subviews

    #expect(subviews.count == 2)
    #expect(subviews.first === content)
    fixture.layout()
    #expect(subviews.last === row.separatorView)
    fixture.layout()
    #expect(row.separatorView.superview === row)
  }

  @Test func aRowNeverDisplayedHasNoSeparatorViewUntilAskedFor() {
    let fixture = StackFixture(attachment: .standard)
    fixture.addFixedRows(100)
    fixture.layout()
    let far = fixture.stack.rows[90]
    #expect(fixture.stack.rows[0].subviews.count == 2)

    // Outside the window: only the content is in the row.
    #expect(far.subviews.count == 1)
    #expect(far.subviews.first === far.contentView)

    let separator = far.separatorView
    #expect(far.subviews.map(ObjectIdentifier.init) == [far.contentView, separator].map(ObjectIdentifier.init))
    #expect(separator.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
    #expect(far.separatorView === separator)
  }

  @Test func aRemovedRowKeepsOnlyItsSeparator() {
    let fixture = StackFixture()
    let content = SizedView(intrinsicSize: CGSize(width: 0, height: 50))
    fixture.stack.addRow(view: content)
    let row = fixture.stack.rows[0]

    fixture.stack.removeRow(index: 0)

    #expect(content.superview == nil)
    #expect(row.subviews.count == 1)
    fixture.layout()
    #expect(row.subviews.first === row.separatorView)
  }

  @Test func aSubviewAddedToARowGoesAfterTheSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let row = fixture.stack.rows[0]
    let extra = UIView()

    row.addSubview(extra)

    #expect(row.subviews.count == 3)
    #expect(row.subviews[0] === row.contentView)
    fixture.layout()
    #expect(row.subviews[1] === row.separatorView)
    #expect(row.subviews[2] === extra)
  }

  @Test func aSeparatorFirstAskedForAfterLayoutChangesHasTheLatestLayout() {
    let fixture = StackFixture()
    fixture.stack.autoHideLastRowSeparator = true
    fixture.addFixedRows(3)
    let rows = fixture.stack.rows
    rows[0].separatorInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    fixture.stack.layoutIfNeeded()
    fixture.stack.removeRow(index: 2)

    // Nothing asked for these separators before: they are made now, from the layouts applied.
    fixture.layout()
    #expect(rows[0].separatorView.frame == CGRect(x: 10, y: 99, width: 290, height: 1))
    fixture.layout()
    #expect(rows[0].separatorView.isHidden == false)
    fixture.layout()
    #expect(rows[1].separatorView.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
    fixture.layout()
    #expect(rows[1].separatorView.isHidden)
  }

  @Test func aSeparatorMadeBeforeALayoutFollowsIt() {
    let fixture = StackFixture()
    fixture.stack.autoHideLastRowSeparator = true
    fixture.addFixedRows(2)
    let separator = fixture.stack.rows[1].separatorView
    fixture.layout()
    #expect(separator.isHidden)

    fixture.addFixedRows(1)

    fixture.layout()
    #expect(separator.isHidden == false)
    fixture.layout()
    #expect(fixture.stack.rows[1].separatorView === separator)
  }

  @Test func eachRowsSeparatorHasTheStacksColourWhenTheRowWasMade() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    fixture.stack.separatorColor = black
    fixture.addFixedRows(1)
    fixture.stack.separatorColor = .separator
    fixture.addFixedRows(1)

    // No separator was asked for until now.
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.color) == [.separator, black, .separator])
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.backgroundColor) == [.separator, black, .separator])
  }
}
