import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A stack lays itself out again when its layout direction changes: the device's language (the
/// window's traits) or its own `semanticContentAttribute`, as UIKit's
/// `effectiveUserInterfaceLayoutDirection` follows both.
@Suite @MainActor struct LayoutDirectionChangeTests {
  /// A stack controller shown in a 390-point wide window, with six 100-point rows; on a vertical
  /// stack their insets are directional (leading 16).
  private func shownStack(axis: NSLayoutConstraint.Axis = .vertical) -> (window: UIWindow, stack: ScrollStack) {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    controller.scrollStack.axis = axis
    if axis == .vertical {
      controller.scrollStack.directionalRowInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
    }
    for index in 0..<6 { controller.scrollStack.addRow(controller: SizedController("r\(index)", size: .fixed(100))) }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    return (window, controller.scrollStack)
  }

  @Test func aRightToLeftLanguageMirrorsTheInsetsInOnePass() {
    let (window, stack) = shownStack()
    #expect(stack.rows[0].contentView.frame.minX == 16)

    ScreenTestDriver.setLayoutDirection(.rightToLeft)
    ScreenTestDriver.runLayoutPass()
    #expect(stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(stack.rows[0].contentView.frame == CGRect(x: 0, y: 0, width: 374, height: 100))
    #expect(stack.rows[5].contentView.frame == CGRect(x: 0, y: 0, width: 374, height: 100))

    ScreenTestDriver.setLayoutDirection(.leftToRight)
    ScreenTestDriver.runLayoutPass()
    #expect(stack.rows[0].contentView.frame.minX == 16)
    _ = window
  }

  @Test func forcingRightToLeftOnTheStackLaysItOutAgain() {
    let (window, stack) = shownStack()
    stack.semanticContentAttribute = .forceRightToLeft
    ScreenTestDriver.runLayoutPass()
    #expect(stack.rows[0].contentView.frame.minX == 0)
    stack.semanticContentAttribute = .unspecified
    ScreenTestDriver.runLayoutPass()
    #expect(stack.rows[0].contentView.frame.minX == 16)
    _ = window
  }

  @Test func aHorizontalStackKeepsItsRowsOnScreenWhenItsDirectionChanges() {
    let (window, stack) = shownStack(axis: .horizontal)
    #expect(stack.scrollToRow(index: 1, at: .initial, animated: false))
    #expect(stack.contentOffset == CGPoint(x: 100, y: 0))

    stack.semanticContentAttribute = .forceRightToLeft
    ScreenTestDriver.runLayoutPass()
    // Six rows, 600 points: row 1 now runs from 400 to 500, its leading (right) edge at the
    // visible area's right edge.
    #expect(stack.rows[1].frame.origin.x == 400)
    #expect(stack.contentOffset == CGPoint(x: 110, y: stack.contentOffset.y))
    #expect(stack.visibilityOfRow(index: 1) == .entire)
    #expect(stack.visibilityOfRow(index: 0) == .offscreen)
    _ = window
  }
}
