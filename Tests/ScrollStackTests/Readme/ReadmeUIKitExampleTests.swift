import Foundation
import Testing

/// The README's UIKit example is the code the UIKit type-checks compile: the block under
/// "## A UIKit screen" must appear, whitespace aside, in `Tests/UIKitVocabulary/ReadmeUIKitExample.swift`.
@Suite struct ReadmeUIKitExampleTests {
  /// Tests/ScrollStackTests/Readme/<this file> → the package.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func uikitExampleIsTheCompiledOne() throws {
    let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let compiled = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Tests/UIKitVocabulary/ReadmeUIKitExample.swift"),
      encoding: .utf8)
    let example = try #require(Self.firstSwiftBlock(in: readme, after: "\n## A UIKit screen\n"))

    #expect(example.contains(": ScrollStackController {"))
    #expect(Self.withoutWhitespace(compiled).contains(Self.withoutWhitespace(example)))
  }

  /// The first fenced Swift block after `heading`, without its fences.
  static func firstSwiftBlock(in text: String, after heading: String) -> String? {
    guard let section = text.range(of: heading),
      let open = text.range(of: "```swift\n", range: section.upperBound..<text.endIndex),
      let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
    else { return nil }
    return String(text[open.upperBound..<close.lowerBound])
  }

  static func withoutWhitespace(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
  }
}
