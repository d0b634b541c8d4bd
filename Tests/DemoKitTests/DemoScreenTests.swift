import Foundation
import ScrollStack
import ScrollStackDemoKit
import Testing

@Suite @MainActor struct DemoScreenTests {
  private func height(of title: String, in screen: DemoScreen) -> CGFloat? {
    screen.snapshot().rows.first { $0.title == title }?.frame.height
  }

  @Test func notesRowFollowsTheLengthOfItsText() throws {
    let screen = DemoScreen()
    let before = try #require(height(of: "Notes", in: screen))
    _ = screen.play(.growNotes)
    let after = try #require(height(of: "Notes", in: screen))
    #expect(after > before)
    #expect(after.truncatingRemainder(dividingBy: DemoMetrics.lineHeight) == 0)
  }

  @Test func tagsToggleBetweenTwoFixedSizes() throws {
    let screen = DemoScreen()
    let collapsed = try #require(height(of: "Tags", in: screen))
    _ = screen.play(.toggleTags)
    let expanded = try #require(height(of: "Tags", in: screen))
    _ = screen.play(.toggleTags)
    #expect(expanded > collapsed)
    #expect(height(of: "Tags", in: screen) == collapsed)
  }

  @Test func galleryKeepsItsFixedSizeAndPricingFitsItsTable() {
    let screen = DemoScreen()
    #expect(height(of: "Gallery", in: screen) == 288)
    let tableLines = CGFloat(screen.pricing.tableView.lines.count)
    #expect(height(of: "Pricing", in: screen) == tableLines * DemoMetrics.lineHeight + DemoMetrics.boxVerticalChrome)
  }

  @Test func hideThenShowRestoresTheRow() throws {
    let screen = DemoScreen()
    _ = screen.play(.toggleRowHidden)
    #expect(screen.stack.rows[0].isHidden)
    #expect(!screen.hasPendingAnimations)
    _ = screen.play(.toggleRowHidden)
    #expect(!screen.stack.rows[0].isHidden)
    #expect(screen.stack.rows[0].visibility == .entire)
  }

  @Test func focusCyclesThroughTheFieldsAndThenDropsTheKeyboard() {
    let screen = DemoScreen()
    var focused: [String] = []
    for _ in 0..<4 {
      _ = screen.play(.focusNextField)
      focused.append(screen.focusedField?.rowTitle ?? "none")
    }
    #expect(focused == ["Name", "Email", "Password", "none"])
    #expect(screen.keyboardFrame == nil)
    #expect(screen.stackController.additionalSafeAreaInsets.bottom == 0)
  }

  @Test func switchingTheAxisLaysTheRowsOutSideBySide() {
    let screen = DemoScreen()
    _ = screen.play(.switchAxis)
    let frame = screen.snapshot()
    #expect(frame.axis == .horizontal)
    #expect(frame.rows[1].frame.minX == frame.rows[0].frame.maxX)
    #expect(frame.rows[0].frame.minY == 0)
    #expect(!TerminalRenderer().render(frame).isEmpty)
  }

  @Test func keysDecodeArrowsLettersAndInterrupt() {
    let keys = KeyDecoder.keys(from: [0x1B, 0x5B, 0x41, 0x6A, 0x1B, 0x4F, 0x42, 0x03, 0x71])
    #expect(keys == [.up, .character("j"), .down, .interrupt, .character("q")])
    #expect(DemoKey.character("t").action == .toggleTags)
    #expect(DemoKey.character("q").quits)
    #expect(DemoKey.character("z").action == nil)
  }
}
