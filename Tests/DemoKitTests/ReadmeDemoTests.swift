import Foundation
import ScrollStackDemoKit
import Testing

/// The README's promises about the Demo: its opening commands and its picture.
@Suite @MainActor struct ReadmeDemoTests {
  private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func readmeOpensWithTheTwoSetUpCommands() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let firstBlock = readme.components(separatedBy: "```").dropFirst().first
    #expect(firstBlock == "sh\nswift run ScrollStackDemo\nswift test\n")
  }

  @Test func readmePictureIsWhatTheDemoDrawsToday() throws {
    let tour = ScriptTour()
    let pictures = tour.pictures(tour.run())
    #expect(pictures.map(\.fileName).last == "demo.svg")
    for picture in pictures {
      let stored = try String(
        contentsOf: packageRoot.appendingPathComponent("docs/\(picture.fileName)"), encoding: .utf8)
      #expect(stored == picture.svg, "docs/\(picture.fileName) is stale: run `swift run ScrollStackDemo --svg docs`")
    }
  }
}
