import Foundation
import ScrollStack
import ScrollStackDemoKit
import Testing

@Suite @MainActor struct RendererTests {
  private func boxCount(in lines: [String]) -> Int {
    lines.reduce(0) { $0 + $1.filter { $0 == "┌" || $0 == "╔" }.count }
  }

  @Test func terminalFrameDrawsABoxPerVisibleRowWithItsTitle() {
    let screen = DemoScreen()
    let frame = screen.snapshot()
    let lines = TerminalRenderer().render(frame)
    #expect(boxCount(in: lines) == frame.visibleRows.count)
    for row in frame.visibleRows { #expect(lines.contains { $0.contains(" \(row.title) ") }) }
    #expect(lines.contains { $0.hasPrefix("visible: 0 Welcome entire") })
  }

  @Test func statusNamesRowsOutOfViewAndRowsHiddenByHDifferently() {
    let screen = DemoScreen()
    _ = screen.play(.scroll(by: 192))
    _ = screen.play(.toggleRowHidden)
    let frame = screen.snapshot()
    #expect(frame.rows.first { $0.title == "Welcome" }?.visibility == .offscreen)
    #expect(frame.rows.first { $0.title == "Notes" }?.visibility == .hidden)
    #expect(frame.visibilitySummary.contains("hidden by h: 1 Notes"))
    #expect(frame.visibilitySummary.last == "offscreen: 0")
    let status = TerminalRenderer().render(frame).drop { !$0.hasPrefix("visible: ") }.joined(separator: " ")
    #expect(status.contains("hidden by h: 1 Notes"))
    #expect(status.contains("offscreen: 0"))
  }

  @Test func viewportIsAPhoneSizedGridWithTheScrollIndicatorInItsEdge() {
    let screen = DemoScreen()
    let phone = TerminalRenderer().phone(screen.snapshot())
    #expect(phone.width == 41)
    #expect(phone.height == 37)
    #expect(phone.lines.contains { $0.hasSuffix("┃") })
  }

  @Test func keyboardBlockIsDrawnOnlyWhenTheKeyboardIsUp() {
    let screen = DemoScreen()
    let renderer = TerminalRenderer()
    #expect(!renderer.render(screen.snapshot()).contains { $0.contains("q w e r t y") })
    _ = screen.play(.focusNextField)
    let lines = renderer.viewport(screen.snapshot()).lines
    let keyboardLine = lines.firstIndex { $0.contains(" keyboard ") }
    #expect(keyboardLine == lines.count - 14)
    #expect(lines.contains { $0.contains("q w e r t y u i o p") })
  }

  @Test func focusedFieldIsDrawnWithDoubleLines() {
    let screen = DemoScreen()
    _ = screen.play(.focusNextField)
    let lines = TerminalRenderer().render(screen.snapshot())
    #expect(lines.contains { $0.contains("╔═ Name ═") })
  }

  @Test func svgHasARowRectanglePerVisibleRowAndTheKeyboard() {
    let screen = DemoScreen()
    let renderer = SVGRenderer()
    let frame = screen.snapshot(caption: "initial")
    let svg = renderer.render(frame)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "class=\"row\"").count - 1 == frame.visibleRows.count)
    for row in frame.visibleRows { #expect(svg.contains("data-title=\"\(row.title)\"")) }
    #expect(!svg.contains("class=\"keyboard\""))
    _ = screen.play(.focusNextField)
    #expect(renderer.render(screen.snapshot()).contains("class=\"keyboard\""))
  }

  @Test func svgStripPlacesFramesSideBySide() {
    let screen = DemoScreen()
    let first = screen.snapshot(caption: "one")
    _ = screen.play(.rotate)
    let second = screen.snapshot(caption: "two")
    let strip = SVGRenderer().renderStrip([first, second])
    #expect(strip.hasPrefix("<svg"))
    #expect(strip.contains(">one</text>"))
    #expect(strip.contains(">two</text>"))
  }

  @Test func textWrappingBreaksAtSpacesAndCutsLongWords() {
    #expect(TextWrapping.wrap("one two three", columns: 7) == ["one two", "three"])
    #expect(TextWrapping.wrap("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrapping.wrap("", columns: 4) == [""])
    #expect(TextWrapping.wrap("x", columns: 0).isEmpty)
  }
}
