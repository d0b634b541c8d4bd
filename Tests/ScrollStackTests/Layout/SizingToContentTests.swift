import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// A stack that sizes itself to its content, up to a maximum (`sizesToContent`), placed by Auto
/// Layout in a container: pinned at the top and both sides, no height constraint of its own.
@Suite @MainActor struct SizingToContentTests {
  /// A container 320 wide with a stack pinned to its top, leading and trailing edges.
  @MainActor private final class Screen {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
    let stack = ScrollStack()
    var diagnostics: [StackDiagnostic] = []

    init(maximum: CGFloat? = nil) {
      ScreenTestDriver.reset()
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.sizesToContent = true
      if let maximum { stack.maximumLengthWhenSizingToContent = maximum }
      stack.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
      container.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: container.topAnchor),
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ])
      layout()
    }

    /// Lays out until nothing changes, as the run loop's passes would (the stack measures its
    /// rows in its own pass; the container places it by its new intrinsic size in the next).
    func layout() {
      for _ in 0..<3 { container.layoutIfNeeded() }
    }

    func addRows(_ count: Int, length: CGFloat = 100) {
      stack.addRows(controllers: (0..<count).map { SizedController("r\($0)", size: .fixed(length)) })
      layout()
    }
  }

  @Test func belowTheMaximumTheStackIsAsLongAsItsRowsAndDoesNotScroll() {
    let screen = Screen(maximum: 350)
    screen.addRows(2)

    #expect(screen.stack.intrinsicContentSize.height == 200)
    #expect(screen.stack.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(screen.stack.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(screen.stack.contentSize.height == screen.stack.bounds.height)
  }

  @Test func atTheMaximumTheStackStopsGrowingAndItsContentScrolls() {
    let screen = Screen(maximum: 350)
    screen.addRows(5)

    #expect(screen.stack.frame.height == 350)
    #expect(screen.stack.contentSize.height == 500)
    screen.stack.scrollToBottom(animated: false)
    #expect(screen.stack.contentOffset.y == 150)
  }

  @Test func removingRowsShrinksTheStackAgain() {
    let screen = Screen(maximum: 350)
    screen.addRows(5)
    screen.stack.removeRows(indexes: [0, 1, 2, 3])
    screen.layout()

    #expect(screen.stack.frame.height == 100)
  }

  @Test func theAdjustedContentInsetsCountInTheLength() {
    let screen = Screen()
    screen.stack.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
    screen.addRows(1)

    #expect(screen.stack.frame.height == 140)
  }

  @Test func aHorizontalStackSizesItsWidth() {
    let stack = ScrollStack()
    stack.axis = .horizontal
    stack.sizesToContent = true
    stack.maximumLengthWhenSizingToContent = 250
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    stack.addRows(controllers: (0..<2).map { SizedController("r\($0)", size: .fixed(80)) })
    stack.layoutIfNeeded()

    #expect(stack.intrinsicContentSize == CGSize(width: 160, height: UIView.noIntrinsicMetric))
    stack.addRows(controllers: [SizedController("r2", size: .fixed(200))])
    stack.layoutIfNeeded()
    #expect(stack.intrinsicContentSize.width == 250)
  }

  @Test func offByDefaultAndWhenSwitchedOffTheStackHasNoIntrinsicLength() {
    let stack = ScrollStack()
    #expect(stack.sizesToContent == false)
    #expect(stack.maximumLengthWhenSizingToContent == .greatestFiniteMagnitude)
    let screen = Screen()
    screen.addRows(2)
    #expect(screen.stack.intrinsicContentSize.height == 200)

    screen.stack.sizesToContent = false

    #expect(screen.stack.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }

  @Test func aNegativeOrNaNMaximumIsReportedAndIgnored() {
    let screen = Screen(maximum: 300)
    screen.stack.maximumLengthWhenSizingToContent = -1
    screen.stack.maximumLengthWhenSizingToContent = .nan

    #expect(screen.stack.maximumLengthWhenSizingToContent == 300)
    #expect(screen.diagnostics.map(\.kind) == [.invalidSize, .invalidSize])
  }

  @Test func theDelegateHearsTheContentSizeChange() {
    let screen = Screen(maximum: 350)
    let delegate = RecordingScrollStackDelegate()
    screen.stack.stackDelegate = delegate
    screen.addRows(1)

    #expect(delegate.contentSizeChanges.last?.to.height == 100)
  }
}
