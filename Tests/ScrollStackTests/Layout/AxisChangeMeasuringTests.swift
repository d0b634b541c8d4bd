import Foundation
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// An axis change measures every row first (asking the controllers, which may change the stack
/// meanwhile), then stores the rows' new extents at once, or row by row from zero when their total
/// would overflow.
@Suite @MainActor struct AxisChangeMeasuringTests {
  @Test func aSizeRequestThatChangesTheStackDuringAnAxisChangeLeavesItConsistent() {
    let fixture = StackFixture()
    let stack = fixture.stack
    let controllers = (0..<300).map { _ in HookedSizeController(height: 100) }
    stack.addRows(controllers: controllers)
    var fired = false
    controllers[150].onSizeRequest = { [unowned stack] in
      guard stack.axis == .horizontal, !fired else { return }
      fired = true
      stack.removeRows(indexes: [148, 149, 151])
      stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 70, height: 480)), at: .atIndex(140))
    }

    stack.axis = .horizontal
    fixture.layout()

    #expect(fired)
    #expect(stack.rows.count == 298)
    // Every row measured along the new axis: 320 points, the added view 70 (the frames the stack
    // computed: a row off the screen has no view in the stack to read).
    #expect(
      stack.rows.map { stack.engine.layout(of: $0)?.rowFrame.width } == Array(repeating: 320, count: 140) + [70]
        + Array(repeating: 320, count: 157))
    #expect(stack.contentSize.width == CGFloat(297 * 320 + 70))
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))
  }

  @Test func extentsWhoseTotalWouldOverflowAlongTheNewAxisAreStoredRowByRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    // Across the vertical axis the padding takes no length; along the horizontal one the first
    // two rows take 8e307 points each, more than the content may hold together.
    let padding = UIEdgeInsets(top: 0, left: 4e307, bottom: 0, right: 4e307)
    for index in 0..<2 { fixture.stack.setRowPadding(index: index, padding: padding) }
    #expect(fixture.diagnosticKinds == [])

    fixture.stack.axis = .horizontal

    // Row 0 fits and keeps its padding (its 100 points vanish in the rounding of 8e307); row 1,
    // checked against it, loses its length, then its padding.
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
    #expect(fixture.stack.rows[0].rowPadding == padding)
    #expect(fixture.stack.rows[1].rowPadding == .zero)
    #expect(fixture.stack.contentSize.width == 8e307)
    #expect(fixture.frames.allSatisfy { $0.minX.isFinite && $0.width.isFinite })
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }
}

/// A self-sizing controller (its view is `height` points tall) that runs `onSizeRequest` each
/// time the stack asks for its size.
@MainActor
private final class HookedSizeController: UIViewController, ScrollStackContainableController {
  var onSizeRequest: (() -> Void)?
  private let height: CGFloat

  init(height: CGFloat) {
    self.height = height
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = SizedView(intrinsicSize: CGSize(width: 320, height: height))
  }

  func scrollStackRowSizeForAxis(
    _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
  ) -> ScrollStackControllerSize? {
    onSizeRequest?()
    return .fitLayoutForAxis
  }
}
