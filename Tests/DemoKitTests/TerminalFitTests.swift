import Foundation
import ScrollStack
import ScrollStackDemoKit
import Testing

/// The interactive Demo's frame fits the terminal it runs in: `swift run ScrollStackDemo` in a
/// default 80×24 terminal shows the title, the whole phone and the status, in either orientation.
@Suite @MainActor struct TerminalFitTests {
  /// Interactive frames (with the key help) at the moments that draw differently.
  private func moments() -> [(name: String, frame: DemoFrame)] {
    let screen = DemoScreen()
    screen.keyHelp = DemoKey.help
    var moments = [("portrait", screen.snapshot(caption: "press a key (q quits)"))]
    _ = screen.play(.scroll(by: 192))
    _ = screen.play(.toggleRowHidden)
    moments.append(("portrait, a row hidden", screen.snapshot()))
    _ = screen.play(.focusNextField)
    moments.append(("portrait, keyboard up", screen.snapshot()))
    _ = screen.play(.rotate)
    moments.append(("landscape, keyboard up", screen.snapshot()))
    _ = screen.play(.dismissKeyboard)
    moments.append(("landscape", screen.snapshot()))
    _ = screen.play(.switchAxis)
    moments.append(("landscape, horizontal", screen.snapshot()))
    _ = screen.play(.rotate)
    moments.append(("portrait, horizontal", screen.snapshot()))
    return moments
  }

  @Test func frameFitsADefaultEightyByTwentyFourTerminalWithItsTitleAndTheWholePhone() {
    let renderer = TerminalRenderer(columns: 80, lines: 24)
    for (name, frame) in moments() {
      let lines = renderer.render(frame)
      let widest = lines.map(\.count).max() ?? 0
      #expect(lines.count <= 24, "\(name): \(lines.count) lines")
      #expect(widest <= 80, "\(name): \(widest) columns")
      #expect(lines.first?.hasPrefix("ScrollStack Demo — ") == true, "\(name): first line \(lines.first ?? "none")")
      #expect(lines.contains { $0.hasPrefix("╭") } && lines.contains { $0.hasPrefix("╰") }, "\(name): phone cut")
      #expect(lines.contains { $0.hasPrefix("visible: ") }, "\(name)")
      #expect(lines.contains { $0.hasPrefix("keys:    ") }, "\(name)")
    }
  }

  @Test func theShrunkPhoneStillShowsEveryEntirelyVisibleRowAndTheKeyboard() {
    let renderer = TerminalRenderer(columns: 80, lines: 24)
    for (name, frame) in moments() {
      let phone = renderer.phone(frame).lines.joined(separator: "\n")
      for row in frame.rows where row.visibility == .entire {
        #expect(phone.contains(" \(row.title) "), "\(name): no \(row.title)")
      }
      #expect(phone.contains(" keyboard ") == (frame.keyboardFrame != nil), "\(name)")
    }
  }

  @Test func aTerminalTooSmallGetsOneLineSayingTheSizeItNeeds() throws {
    let frame = try #require(moments().first?.frame)
    let renderer = TerminalRenderer(columns: 40, lines: 12)
    let needed = renderer.minimumTerminalSize(for: frame)
    let lines = renderer.render(frame)
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.first?.contains("\(needed.columns)×\(needed.lines)") == true, "\(lines)")
    #expect(TerminalRenderer(columns: needed.columns, lines: needed.lines).render(frame).count > 1)
  }

  @Test func aLargeTerminalGetsTheFullSizePhone() {
    for (name, frame) in moments() {
      let fitted = TerminalRenderer(columns: 120, lines: 60).render(frame)
      #expect(fitted == TerminalRenderer(statusWidth: 120).render(frame), "\(name)")
      // docs/Demo.md's promise: 86×46 shows the phone at full size in either orientation.
      #expect(TerminalRenderer(columns: 86, lines: 46).phone(frame) == TerminalRenderer().phone(frame), "\(name)")
    }
    let frame = moments()[0].frame
    #expect(TerminalRenderer(columns: 86, lines: 45).phone(frame) != TerminalRenderer().phone(frame))
    #expect(TerminalRenderer(columns: 80, lines: 24).minimumTerminalSize(for: frame) == (80, 21) as (Int, Int))
  }

  @Test func theScriptInAnEightyColumnTerminalKeepsTheLandscapePhoneInside() {
    let tour = ScriptTour()
    let lines = tour.transcript(tour.run(), renderer: TerminalRenderer(columns: 80))
    let frames = lines.prefix { $0 != "━━ delegate log ━━" }
    #expect(frames.allSatisfy { $0.count <= 80 }, "widest \(frames.map(\.count).max() ?? 0)")
    #expect(frames.contains { $0.hasPrefix("landscape · ") })
  }
}
