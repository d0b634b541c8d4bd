import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// A cross-length change (a rotation, a split-view resize) measures the rows on screen now and
/// the others when they come near it, and keeps the row the reader was at, at the same offset
/// within it, at the top of the visible area.
@Suite @MainActor struct CrossLengthChangeTests {
  /// A text view (one 20-point line per 10 points of width per 10 characters) that counts its
  /// measurements.
  final class CountingTextView: UIView {
    let characters: Int
    var measurements = 0

    init(characters: Int) {
      self.characters = characters
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      measurements += 1
      let perLine = Swift.max(1, Int(targetSize.width / 10))
      let lines = Swift.max(1, (characters + perLine - 1) / perLine)
      return CGSize(width: targetSize.width, height: CGFloat(lines * 20))
    }
  }

  nonisolated static let attachments: [ScrollStackRowAttachment] = [.all, .standard]

  /// 1,000 self-sizing rows of 40 to 200 characters in a 320 × 480 stack, scrolled to the middle.
  static func scrolledStack(_ attachment: ScrollStackRowAttachment) -> (StackFixture, [CountingTextView]) {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = attachment
    let views = (0..<1_000).map { CountingTextView(characters: 40 * ($0 % 5 + 1)) }
    fixture.stack.addRows(views: views)
    fixture.layout()
    fixture.stack.contentOffset = CGPoint(x: 0, y: (fixture.stack.contentSize.height / 2).rounded() + 7)
    fixture.layout()
    return (fixture, views)
  }

  /// The first row reaching past the top of the visible area and how far the top is into it.
  static func reader(in stack: ScrollStack) -> (index: Int, within: CGFloat)? {
    let top = stack.contentOffset.y + stack.adjustedContentInset.top
    for index in stack.rows.indices {
      guard let frame = stack.frameOfRow(index: index) else { continue }
      if frame.maxY > top { return (index, top - frame.minY) }
    }
    return nil
  }

  @Test(arguments: attachments)
  func aWidthChangeMeasuresTheRowsOnScreenAndKeepsTheReaderInPlace(_ attachment: ScrollStackRowAttachment) {
    let (fixture, views) = Self.scrolledStack(attachment)
    let stack = fixture.stack
    let before = Self.reader(in: stack)
    for view in views { view.measurements = 0 }

    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    fixture.layout()

    let measured = views.filter { $0.measurements > 0 }.count
    // The visible 320 points and 800 points on each side, in rows of 20 to 100 points (about
    // 50 rows); before, every one of the 1,000 rows.
    #expect(measured > 0)
    #expect(measured <= 120, "\(measured) rows measured")
    #expect(views.allSatisfy { $0.measurements <= 1 })
    let after = Self.reader(in: stack)
    #expect(after?.index == before?.index)
    #expect(after?.within == before?.within)
    #expect(fixture.inconsistencies() == [])
  }

  /// The device turned in a window (the double's rotation: `viewWillTransition(to:with:)`, then
  /// the new size laid out inside the rotation's animation block).
  @Test func aDeviceRotationMeasuresTheRowsOnScreenDuringTheAnimationAndKeepsTheReaderInPlace() {
    ScreenTestDriver.reset()
    let controller = ScrollStackController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let stack = controller.scrollStack
    let views = (0..<1_000).map { CountingTextView(characters: 40 * ($0 % 5 + 1)) }
    stack.addRows(views: views)
    ScreenTestDriver.runLayoutPass()
    stack.contentOffset = CGPoint(x: 0, y: (stack.contentSize.height / 2).rounded() + 7)
    ScreenTestDriver.runLayoutPass()
    let before = Self.reader(in: stack)
    for view in views { view.measurements = 0 }
    ScreenTestDriver.rotate(window, to: CGSize(width: 844, height: 390))

    let measured = views.filter { $0.measurements > 0 }.count
    #expect(measured > 0)
    #expect(measured <= 120, "\(measured) rows measured")
    ScreenTestDriver.finishAnimations()
    ScreenTestDriver.runLayoutPass()
    let after = Self.reader(in: stack)
    #expect(after?.index == before?.index)
    #expect(after?.within == before?.within)
    #expect(ScrollStackInvariants.violations(in: stack) == [])
  }

  @Test(arguments: attachments)
  func rowsLeftEstimatedAreMeasuredWhenScrolledToWithTheScreenKeptStill(_ attachment: ScrollStackRowAttachment) {
    let (fixture, views) = Self.scrolledStack(attachment)
    let stack = fixture.stack
    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    fixture.layout()
    for view in views { view.measurements = 0 }
    // Scrolling up 200 points at a time: the rows above are measured as they come near, and the
    // row at the top moves by the scroll only.
    for _ in 0..<20 {
      guard let reader = Self.reader(in: stack) else {
        Issue.record("nothing visible")
        return
      }
      stack.contentOffset = CGPoint(x: 0, y: stack.contentOffset.y - 200)
      fixture.layout()
      guard let frame = stack.frameOfRow(index: reader.index) else { continue }
      let top = stack.contentOffset.y + stack.adjustedContentInset.top
      #expect(top - frame.minY == reader.within - 200)
    }
    #expect(views.contains { $0.measurements > 0 })
    #expect(views.allSatisfy { $0.measurements <= 1 })
    // Every row is measured at the new width once it is reached: the rows scrolled over have
    // their real lengths (40 characters at 48 a line: one line).
    let near = Self.reader(in: stack)?.index ?? 0
    for index in near..<(near + 5) {
      let characters = views[index].characters
      #expect(stack.frameOfRow(index: index)?.height == CGFloat((characters + 47) / 48 * 20))
    }
    #expect(fixture.inconsistencies() == [])
  }

  @Test(arguments: attachments)
  func aWidthChangeBackAndForthEndsWhereItStartedMeasuringOnlyTheRowsOnScreen(
    _ attachment: ScrollStackRowAttachment
  ) {
    let (fixture, views) = Self.scrolledStack(attachment)
    let stack = fixture.stack
    let before = Self.reader(in: stack)
    for view in views { view.measurements = 0 }
    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    fixture.layout()
    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    fixture.layout()
    let after = Self.reader(in: stack)
    #expect(after?.index == before?.index)
    #expect(after?.within == before?.within)
    // The rows off the screen were never measured at the new width: back at the old one, they
    // still have their lengths (before, 2,000 measurements).
    let measurements = views.reduce(0) { $0 + $1.measurements }
    #expect(measurements <= 240, "\(measurements) measurements")
    #expect(fixture.inconsistencies() == [])
  }
}
