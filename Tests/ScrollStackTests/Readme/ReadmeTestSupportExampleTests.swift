// The README's "Checking invariants and recording delegate calls" example, as written there
// (`readmeTestSupportExampleIsThisOne` checks that the README shows this code).
import ScrollStackTestSupport
import Testing

@Test @MainActor func scrollingShowsTheNextRow() {
  ScreenTestDriver.reset()
  let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  let delegate = RecordingScrollStackDelegate()
  stack.stackDelegate = delegate
  stack.addRows(
    views: (0..<3).map { _ in
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 100).isActive = true
      return row
    })
  stack.layoutIfNeeded()
  delegate.clear()

  stack.contentOffset = CGPoint(x: 0, y: 50)

  #expect(delegate.log == ["scroll 0,50", "visible 0 partial(50%)", "visible 2 partial(50%)"])
  #expect(ScrollStackInvariants.violations(in: stack) == [])
}

/// The README shows the example above, whitespace aside.
@Suite struct ReadmeTestSupportExampleTests {
  @Test func readmeTestSupportExampleIsThisOne() throws {
    let root = ReadmeUIKitExampleTests.packageRoot
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let example = try #require(
      ReadmeUIKitExampleTests.firstSwiftBlock(
        in: readme, after: "\n### Checking invariants and recording delegate calls\n"))

    #expect(example.contains("ScrollStackInvariants.violations(in: stack)"))
    #expect(
      ReadmeUIKitExampleTests.withoutWhitespace(source).contains(ReadmeUIKitExampleTests.withoutWhitespace(example)))
  }
}
