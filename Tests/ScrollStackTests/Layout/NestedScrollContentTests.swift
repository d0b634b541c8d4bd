import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A row whose content is a table (or any scroll view without an intrinsic length) with
/// scrolling turned off is as long as the table's content, and follows it: when the table loads
/// more rows its `contentSize` grows and the row grows with it, once on screen. A table that
/// scrolls keeps its row's length.
@Suite @MainActor struct NestedScrollContentTests {
  /// A table data source of `count` rows in one section.
  private final class Rows: NSObject, UITableViewDataSource {
    var count: Int

    init(_ count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  /// A window showing a stack (`WindowedStackScreen`); a table of `count` rows of 44 points,
  /// scrolling as `scrolls` says, to put in a row, and a row of 100 points to put below it.
  @MainActor private struct Screen {
    let screen: WindowedStackScreen
    let rows: Rows
    let table: UITableView
    var stack: ScrollStack { screen.stack }
    var delegate: RecordingScrollStackDelegate { screen.delegate }
    var window: UIWindow { screen.window }

    init(count: Int, scrolls: Bool = false, attachment: ScrollStackRowAttachment = .all) {
      screen = WindowedStackScreen(attachment: attachment)
      rows = Rows(count)
      table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      table.rowHeight = 44
      table.isScrollEnabled = scrolls
      table.dataSource = rows
    }

    /// Adds the table's row and the row below it, and lays out.
    func addRows() throws -> (table: ScrollStackRow, below: ScrollStackRow) {
      let tableRow = try #require(stack.addRow(view: table))
      let below = try #require(screen.addFixedRow(title: "below"))
      ScreenTestDriver.runLayoutPass()
      return (tableRow, below)
    }

    /// The table loads `count` rows, and the screen is laid out.
    func load(_ count: Int) {
      rows.count = count
      table.reloadData()
      ScreenTestDriver.runLayoutPass()
    }
  }

  @Test func aTableThatDoesNotScrollIsAsLongAsItsRows() throws {
    let screen = Screen(count: 3)
    let (row, below) = try screen.addRows()
    #expect(row.frame.height == 132)
    #expect(screen.table.frame.height == 132)
    #expect(screen.table.frame.width == 320)
    #expect(below.frame.minY == 132)
  }

  @Test func aTableThatLoadsMoreRowsGrowsItsRowAndMovesTheRowsBelow() throws {
    let screen = Screen(count: 3)
    let (row, below) = try screen.addRows()
    let resizesBefore = screen.delegate.contentSizeChanges.count

    screen.load(10)

    #expect(row.frame.height == 440)
    #expect(screen.table.frame.height == 440)
    #expect(below.frame.minY == 440)
    #expect(screen.stack.contentSize.height == 540)
    #expect(screen.delegate.contentSizeChanges.count == resizesBefore + 1)
  }

  /// The README's example ("Rows that follow their content", a nested table): a table that does
  /// not scroll, with the default row height, shows all its rows, and grows when it reloads.
  @Test func theReadmeExampleGrowsTheTableRow() throws {
    let screen = Screen(count: 0)
    let stack = screen.stack
    let dataSource = Rows(2)
    let table = UITableView(frame: .zero, style: .plain)
    table.isScrollEnabled = false  // the stack scrolls; the table shows all its rows
    table.dataSource = dataSource
    let row = try #require(stack.addRow(view: table))
    ScreenTestDriver.runLayoutPass()
    let twoRows = row.frame.height
    #expect(twoRows > 0)

    dataSource.count = 4
    table.reloadData()
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.height == 2 * twoRows)
  }

  @Test func aTableThatEmptiesShrinksItsRow() throws {
    let screen = Screen(count: 5)
    let (row, below) = try screen.addRows()
    #expect(row.frame.height == 220)

    screen.load(0)

    #expect(row.frame.height == 0)
    #expect(below.frame.minY == 0)
  }

  @Test func theTablesContentInsetsCountInItsLength() throws {
    let screen = Screen(count: 2)
    screen.table.contentInset = UIEdgeInsets(top: 10, left: 4, bottom: 6, right: 4)
    let (row, _) = try screen.addRows()
    #expect(row.frame.height == 104)  // 2 rows of 44, and 10 + 6
  }

  @Test func aTableThatScrollsKeepsItsRowsLengthWhenItsContentGrows() throws {
    let screen = Screen(count: 3, scrolls: true)
    let (row, below) = try screen.addRows()
    let height = row.frame.height
    #expect(height != 132)

    screen.load(10)

    #expect(row.frame.height == height)
    #expect(below.frame.minY == height)
  }

  @Test func aChangeInsideAnAnimationBlockResizesTheRowInsideIt() throws {
    let screen = Screen(count: 2)
    let (row, below) = try screen.addRows()
    screen.rows.count = 4

    var heightInsideTheBlock: CGFloat = 0
    UIView.animate(withDuration: 0.3) {
      screen.table.reloadData()
      screen.table.layoutIfNeeded()
      screen.stack.layoutIfNeeded()
      heightInsideTheBlock = row.frame.height
    }

    #expect(heightInsideTheBlock == 176)
    #expect(below.frame.minY == 176)
  }

  @Test func aRowNeverOnScreenDoesNotObserveItsTable() throws {
    let screen = Screen(count: 3, attachment: .standard)
    for index in 0..<40 {
      screen.stack.addRow(controller: SizedController("\(index)", size: .fixed(100)))
    }
    let row = try #require(screen.stack.addRow(view: screen.table))
    ScreenTestDriver.runLayoutPass()
    #expect(row.contentSizeObservation == nil)

    screen.stack.scrollToRow(index: 40, at: .initial, animated: false)
    ScreenTestDriver.runLayoutPass()

    #expect(row.contentSizeObservation != nil)
    #expect(row.frame.height == 132)
    screen.load(4)
    #expect(row.frame.height == 176)
  }

  @Test func aRemovedRowNoLongerFollowsTheTable() throws {
    let screen = Screen(count: 3)
    let (row, below) = try screen.addRows()
    screen.stack.removeRow(row)
    ScreenTestDriver.runLayoutPass()
    #expect(row.contentSizeObservation == nil)

    screen.load(10)

    #expect(below.frame.minY == 0)
    #expect(screen.stack.contentSize.height == 100)
  }

  @Test func aTableThatOutlivesItsStackChangesNothingWhenItGrows() throws {
    var screen: Screen? = Screen(count: 3)
    let table = try #require(screen?.table)
    let rows = try #require(screen?.rows)
    weak var stack: ScrollStack?
    do {
      let (row, _) = try #require(screen).addRows()
      stack = screen?.stack
      #expect(row.contentSizeObservation != nil)
    }
    screen?.window.rootViewController = nil
    screen = nil
    ScreenTestDriver.reset()
    #expect(stack == nil)

    rows.count = 10
    table.reloadData()
    table.layoutIfNeeded()

    #expect(table.contentSize.height == 440)
  }

  @Test func aHorizontalStackFollowsTheWidthOfItsContent() throws {
    let screen = Screen(count: 0)
    screen.stack.axis = .horizontal
    let gallery = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    gallery.isScrollEnabled = false
    gallery.contentSize = CGSize(width: 250, height: 100)
    let row = try #require(screen.stack.addRow(view: gallery))
    let after = try #require(screen.stack.addRow(controller: SizedController("after", size: .fixed(50))))
    ScreenTestDriver.runLayoutPass()
    #expect(row.frame.width == 250)

    gallery.contentSize = CGSize(width: 400, height: 100)
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.width == 400)
    #expect(after.frame.minX == 400)
  }
}
