import Foundation
import ScrollStack
import ScrollStackDemoKit
import Testing

@Suite @MainActor struct ScriptTourTests {
  private func runTour() -> (tour: ScriptTour, steps: [ScriptTour.Step]) {
    let tour = ScriptTour()
    return (tour, tour.run())
  }

  private func step(_ name: String, in steps: [ScriptTour.Step]) -> ScriptTour.Step? {
    steps.first { $0.name == name }
  }

  @Test func tourPlaysEveryPlannedStepAndEndsWithAFrameEach() {
    let (_, steps) = runTour()
    #expect(steps.map(\.name) == ScriptTour.plan.map(\.name))
    #expect(steps.allSatisfy { !$0.frames.isEmpty })
  }

  @Test func initialFrameShowsTheSeedScreenFromTheTop() throws {
    let (_, steps) = runTour()
    let frame = try #require(step("initial", in: steps)?.finalFrame)
    let titles = frame.visibleRows.map(\.title)
    #expect(titles.starts(with: ["Welcome", "Notes", "Tags", "Gallery", "Pricing"]))
    let text = TerminalRenderer().render(frame).joined(separator: "\n")
    for title in ["Welcome", "Notes", "Tags", "Gallery", "Pricing"] { #expect(text.contains("─ \(title) ─")) }
  }

  @Test func scrollingMakesTheFormVisibleAndWelcomeOffscreen() throws {
    let (tour, steps) = runTour()
    let frame = try #require(step("scrolled", in: steps)?.finalFrame)
    #expect(frame.contentOffset.y == 192)
    #expect(frame.visibleRows.map(\.title).contains("Password"))
    #expect(!frame.visibleRows.map(\.title).contains("Welcome"))
    let log = tour.screen.eventLog.events
    #expect(log.contains("scroll 0,192"))
    // Scrolled out of view is `offscreen`, not the `h` key's hiding.
    #expect(log.contains("offscreen 0 Welcome (out of view)"))
    #expect(!log.contains { $0.hasPrefix("hidden 0 ") })
    #expect(log.contains("visible 7 Password entire"))
  }

  @Test func expandingTagsChangesTheContentSize() throws {
    let (tour, steps) = runTour()
    let before = try #require(step("scrolled", in: steps)?.finalFrame)
    let after = try #require(step("tags-expanded", in: steps)?.finalFrame)
    #expect(after.contentSize.height > before.contentSize.height)
    let tags = try #require(after.rows.first { $0.title == "Tags" })
    #expect(tags.bodyLines.contains { $0.contains("#svg") })
    #expect(tour.screen.eventLog.events.contains { $0.hasPrefix("contentSize 390x1032 -> 390x") })
  }

  @Test func hidingARowIsAnimatedFrameByFrameAndReported() throws {
    let (tour, steps) = runTour()
    let hide = try #require(step("row-hidden", in: steps))
    #expect(hide.frames.count > 2)
    let heights = hide.frames.compactMap { $0.rows.first { $0.title == "Notes" }?.frame.height }
    #expect(heights.count == hide.frames.count)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 > $1 })
    #expect(heights.last == 0)
    #expect(hide.finalFrame?.rows.first { $0.title == "Notes" }?.visibility == .hidden)
    let log = tour.screen.eventLog.events
    #expect(log.contains("hidden 1 Notes (by h)"))
    #expect(!log.contains { $0.hasPrefix("hidden ") && !$0.hasSuffix("(by h)") })
    let begins = try #require(log.firstIndex(of: "transition Notes begins hiding"))
    let ends = try #require(log.firstIndex(of: "transition Notes ends hidden"))
    #expect(begins < ends)
  }

  @Test func focusingAFieldRaisesTheKeyboardAndShowsTheFieldAboveIt() throws {
    let (_, steps) = runTour()
    let frame = try #require(step("keyboard-up", in: steps)?.finalFrame)
    let keyboard = try #require(frame.keyboardFrame)
    let name = try #require(frame.rows.first { $0.title == "Name" })
    #expect(name.isFocused)
    #expect(name.visibility == .entire)
    #expect(name.frame.maxY - frame.contentOffset.y <= keyboard.minY)
    #expect(frame.adjustedContentInset.bottom == keyboard.height)
    let password = try #require(frame.rows.first { $0.title == "Password" })
    #expect(password.visibility == .offscreen)
  }

  @Test func rotatingKeepsTheFocusedFieldVisibleInALandscapeViewport() throws {
    let (_, steps) = runTour()
    let frame = try #require(step("rotated", in: steps)?.finalFrame)
    #expect(frame.isLandscape)
    #expect(frame.rows.first { $0.isFocused }?.visibility == .entire)
    let back = try #require(step("rotated-back", in: steps)?.finalFrame)
    #expect(!back.isLandscape)
  }

  @Test func dismissingTheKeyboardSettlesTheOffsetIntoTheLegalRange() throws {
    let (_, steps) = runTour()
    let frame = try #require(step("keyboard-down", in: steps)?.finalFrame)
    #expect(frame.keyboardFrame == nil)
    #expect(frame.contentOffset.y <= max(0, frame.contentSize.height - frame.viewportSize.height))
  }

  @Test func transcriptHoldsEveryStepAndTheDelegateLog() {
    let (tour, steps) = runTour()
    let transcript = tour.transcript(steps)
    #expect(transcript.filter { $0.hasPrefix("━━ step ") }.count == steps.count)
    #expect(transcript.contains("━━ delegate log ━━"))
    #expect(transcript.contains("== rotate"))
  }
}
