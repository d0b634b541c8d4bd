import Foundation
// A plain import, as in a user's app or test target: only public names are visible here. The
// module `ScrollStack` cannot be named in a qualified name (its type `ScrollStack` shadows it), so
// the user's file names each public type directly, as an app does.
import ScrollStackTestSupport
import Testing

#if !canImport(UIKit)
  // The touch driver (package): screen tests of the UIKit double only.
  import ScrollStackUIKitDouble
#endif

/// A user's controller adopting every public protocol.
@MainActor
private final class UserController: UIViewController, ScrollStackContainableController,
  ScrollStackRowHighlightable, ScrollStackRowAnimatable
{
  var highlights: [Bool] = []
  var size: ScrollStack.ControllerSize = .fixed(100)

  func scrollStackRowSizeForAxis(
    _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
  ) -> ScrollStack.ControllerSize? { size }

  func setIsHighlighted(_ isHighlighted: Bool) { highlights.append(isHighlighted) }

  var animationInfo: ScrollStackAnimationInfo { ScrollStackAnimationInfo(duration: 0.5) }
}

/// A user's delegate.
@MainActor
private final class UserDelegate: ScrollStackControllerDelegate {
  var visible: [ScrollStack.RowVisibility] = []

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) { visible.append(state) }
}

@Suite @MainActor struct PublicNamesTests {
  @Test func userFileNamesEverythingPublicly() {
    ScreenTestDriver.reset()
    let controller: ScrollStackController = ScrollStackController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    let stack: ScrollStack = controller.scrollStack
    let delegate = UserDelegate()
    stack.stackDelegate = delegate
    var kinds: [StackDiagnostic.Kind] = []
    stack.onDiagnostic = { (diagnostic: StackDiagnostic) in kinds.append(diagnostic.kind) }

    let first = UserController()
    let location: ScrollStack.InsertLocation = .top
    let generic: ScrollStackInsertLocation<UIViewController, UIView> = .after(first)
    let size: ScrollStackControllerSize = .fitLayoutForAxis
    let position: ScrollStack.ScrollPosition = .middle
    let sameType: ScrollStackScrollPosition = position
    let axis: NSLayoutConstraint.Axis = .vertical
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    stack.separatorColor = color
    let plain = SizedView(intrinsicSize: CGSize(width: 0, height: 50))

    let row: ScrollStackRow? = stack.addRow(controller: first, at: location)
    stack.addRow(view: plain, at: generic)
    stack.setRowInsets(index: 0, insets: insets)
    stack.addRow(controller: first)
    // A row sized by `size` (its view's fitting height) and scrolled to with `sameType`.
    let fitted = UserController()
    fitted.size = size
    fitted.view = SizedView(intrinsicSize: CGSize(width: 0, height: 600))
    stack.addRow(controller: fitted)
    ScreenTestDriver.runLayoutPass()
    stack.scrollToRow(index: 2, at: sameType, animated: false)
    ScreenTestDriver.runLayoutPass()

    #expect(row?.controller === first)
    #expect(stack.rows.count == 3)
    #expect(stack.rows[0].rowInsets == insets)
    #expect(stack.rows[0].frame.height == 104)
    #expect(stack.rows[1].frame.minY == 104)
    #expect(stack.axis == axis)
    #expect(stack.rows[2].frame.height == 600)
    // The middle of row 2 (154 + 300) at the middle of the 480-point viewport.
    #expect(abs(stack.contentOffset.y - (454 - 240)) < 1e-9)
    #expect(stack.rows[0].visibility == .offscreen)
    #expect(first.parent === controller)
    #expect(stack.rows[0].separatorView.color == color)
    // Rows 0 and 1, then row 2 when added (326 of its 600 points).
    #expect(delegate.visible.map(\.kind) == [.entire, .entire, .partial])
    #expect(kinds == [.duplicateContent])
    let partial: ScrollStackRowVisibility.Kind = .partial
    #expect(delegate.visible.last?.kind == partial)

    // A finger down on the row highlights it; the tap recognizer recognizes when it lifts, and
    // UIKit cancels the view's touch (`cancelsTouchesInView`), which removes the highlight.
    // `ScreenTestDriver.tap` sends no touches on the double, so the touch is played by hand.
    var tapped: [Int?] = []
    stack.rows[2].onTap = { tapped.append($0.index) }
    let touch = DoubleTouch.beginTouch(on: stack.rows[2])
    ScreenTestDriver.tap(stack.rows[2])
    DoubleTouch.cancelTouch(touch)
    #expect(tapped == [2])
    #expect(fitted.highlights == [true, false])
  }
}
