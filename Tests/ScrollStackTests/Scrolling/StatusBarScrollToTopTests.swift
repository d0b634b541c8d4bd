import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// The status-bar tap scrolls the stack to the top although rows hold scroll views of their own
/// (UIKit scrolls only when exactly one scroll view on screen has `scrollsToTop` on).
@Suite @MainActor struct StatusBarScrollToTopTests {
  /// A screen like the Demo's: fixed rows around a gallery strip (a plain-view row that is a
  /// scroll view), a notes row (a controller whose view holds a text view) and a price table
  /// inside a container, shown in a window.
  @MainActor private struct Screen {
    let window: UIWindow
    let controller: ScrollStackController
    let gallery: UIScrollView
    let notes: UITextView
    let table: UITableView
    var stack: ScrollStack { controller.scrollStack }
  }

  private func fixedRow(_ length: CGFloat) -> UIViewController {
    SizedController("fixed", size: .fixed(length))
  }

  private func makeScreen(attachment: ScrollStackRowAttachment = .standard, show: Bool = true) -> Screen {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    controller.scrollStack.rowAttachment = attachment
    let gallery = UIScrollView()
    gallery.heightAnchor.constraint(equalToConstant: 120).isActive = true
    let notesController = UIViewController()
    let notes = UITextView()
    notesController.view.addSubview(notes)
    let table = UITableView(frame: .zero, style: .plain)
    let tableHolder = UIView()
    tableHolder.addSubview(table)
    controller.scrollStack.addRow(controller: fixedRow(300))
    controller.scrollStack.addRow(view: gallery)
    controller.scrollStack.addRow(
      controller: SizedController("notes", size: .fixed(200), contentView: notesController.view))
    controller.scrollStack.addRow(controller: SizedController("table", size: .fixed(300), contentView: tableHolder))
    for _ in 0..<10 { controller.scrollStack.addRow(controller: fixedRow(300)) }
    if show {
      window.rootViewController = controller
      window.makeKeyAndVisible()
      ScreenTestDriver.runLayoutPass()
    }
    return Screen(window: window, controller: controller, gallery: gallery, notes: notes, table: table)
  }

  @Test func theStatusBarTapScrollsTheStackToTheTopDespiteScrollViewsInRows() {
    let screen = makeScreen()
    screen.stack.contentOffset = CGPoint(x: 0, y: 900)

    #expect(DoubleDevice.scrollsToTopCandidates(in: screen.window) == [screen.stack])
    #expect(!screen.gallery.scrollsToTop && !screen.notes.scrollsToTop && !screen.table.scrollsToTop)
    let scrolled = DoubleDevice.tapStatusBar(in: screen.window)
    ScreenTestDriver.finishAnimations()

    #expect(scrolled === screen.stack)
    #expect(screen.stack.contentOffset.y == -screen.stack.adjustedContentInset.top)
  }

  @Test func aRowLeavingTheStackGetsBackTheScrollsToTopTheStackTookOnly() {
    let screen = makeScreen()
    let quiet = UIScrollView()
    quiet.scrollsToTop = false
    let holder = UIView()
    holder.addSubview(quiet)
    screen.stack.addRow(view: holder, at: .top)

    screen.stack.removeRow(index: 2)  // the gallery
    screen.stack.removeRow(index: 0)  // the holder of the quiet scroll view

    #expect(screen.gallery.scrollsToTop)
    #expect(!quiet.scrollsToTop)
    #expect(!screen.notes.scrollsToTop)
  }

  @Test func aScrollViewAddedToARowLaterIsTurnedOffWhenTheRowNextEntersTheWindow() {
    // Added after the row, before the screen shows.
    let screen = makeScreen(show: false)
    let late = UIScrollView()
    screen.table.superview?.addSubview(late)
    screen.window.rootViewController = screen.controller
    screen.window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    #expect(!late.scrollsToTop)

    // Added to a windowed row out of the window, then scrolled to.
    let windowed = makeScreen(attachment: .windowed(margin: 0))
    let lastRow = windowed.stack.rows[windowed.stack.rows.count - 1]
    #expect(!lastRow.isDisplayed)
    let later = UIScrollView()
    lastRow.contentView.addSubview(later)
    windowed.stack.scrollToBottom(animated: false)
    ScreenTestDriver.runLayoutPass()
    #expect(lastRow.isDisplayed)
    #expect(!later.scrollsToTop)
    #expect(DoubleDevice.scrollsToTopCandidates(in: windowed.window) == [windowed.stack])
  }

  @Test func aScrollViewAddedToARowOnScreenIsTurnedOffWhenTheRowIsReloaded() {
    let screen = makeScreen()
    let controllerRow = screen.stack.rows[2]
    let viewRow = screen.stack.rows[1]
    let inControllerRow = UIScrollView()
    let inViewRow = UIScrollView()
    controllerRow.contentView.addSubview(inControllerRow)
    viewRow.contentView.addSubview(inViewRow)
    #expect(DoubleDevice.tapStatusBar(in: screen.window) == nil)

    screen.stack.reloadRows(indexes: [1, 2])

    #expect(!inControllerRow.scrollsToTop && !inViewRow.scrollsToTop)
    #expect(DoubleDevice.scrollsToTopCandidates(in: screen.window) == [screen.stack])
  }

  @Test func anAppTurnsANestedScrollViewBackOnAndTheStackLeavesItSo() {
    let screen = makeScreen(attachment: .windowed(margin: 0))
    screen.gallery.scrollsToTop = true
    screen.stack.scrollsToTop = false

    // The gallery's row leaves the window and comes back: it is not turned off again.
    screen.stack.scrollToBottom(animated: false)
    ScreenTestDriver.runLayoutPass()
    #expect(screen.stack.rows[1].isDisplayed == false)
    screen.stack.scrollToTop(animated: false)
    ScreenTestDriver.runLayoutPass()
    #expect(screen.stack.rows[1].isDisplayed)
    #expect(screen.gallery.scrollsToTop)
    #expect(DoubleDevice.tapStatusBar(in: screen.window) === screen.gallery)
  }

  @Test func aNestedStackIsTurnedOffAndItsOwnRowsKeepTheirsOff() {
    let screen = makeScreen()
    let nested = ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let inner = UIScrollView()
    inner.heightAnchor.constraint(equalToConstant: 50).isActive = true
    nested.addRow(view: inner)
    let holder = UIView()
    holder.heightAnchor.constraint(equalToConstant: 200).isActive = true
    holder.addSubview(nested)
    screen.stack.addRow(view: holder, at: .top)
    ScreenTestDriver.runLayoutPass()

    #expect(!nested.scrollsToTop)
    #expect(!inner.scrollsToTop)
    #expect(DoubleDevice.scrollsToTopCandidates(in: screen.window) == [screen.stack])
  }
}
