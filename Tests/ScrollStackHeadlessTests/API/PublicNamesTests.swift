import Foundation
// A plain import, as in a user's app or test target: only public names are visible here.
import ScrollStackHeadless
import Testing

/// A user's controller adopting every public protocol through module-qualified names.
@MainActor
private final class UserController: ScrollStackHeadless.Headless.ViewController,
  ScrollStackHeadless.Headless.ScrollStackContainableController, ScrollStackHeadless.Headless
    .ScrollStackRowHighlightable,
  ScrollStackHeadless.Headless.ScrollStackRowAnimatable
{
  var highlights: [Bool] = []
  var size: ScrollStackHeadless.Headless.ScrollStack.ControllerSize = .fixed(100)

  func scrollStackRowSizeForAxis(
    _ axis: ScrollStackHeadless.StackAxis, row: ScrollStackHeadless.Headless.ScrollStackRow,
    in stackView: ScrollStackHeadless.Headless.ScrollStack
  ) -> ScrollStackHeadless.Headless.ScrollStack.ControllerSize? { size }

  func setIsHighlighted(_ isHighlighted: Bool) { highlights.append(isHighlighted) }

  var animationInfo: ScrollStackHeadless.ScrollStackAnimationInfo {
    ScrollStackHeadless.ScrollStackAnimationInfo(duration: 0.5)
  }
}

/// A user's delegate, named through the module.
@MainActor
private final class UserDelegate: ScrollStackHeadless.Headless.ScrollStackControllerDelegate {
  var visible: [ScrollStackHeadless.Headless.ScrollStack.RowVisibility] = []

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStackHeadless.Headless.ScrollStack, row: ScrollStackHeadless.Headless.ScrollStackRow, index: Int,
    state: ScrollStackHeadless.ScrollStackRowVisibility
  ) { visible.append(state) }
}

@Suite @MainActor struct PublicNamesTests {
  @Test func userFileNamesEverythingThroughTheModule() {
    let scheduler: any ScrollStackHeadless.StackScheduler = ScrollStackHeadless.ManualScheduler()
    let controller: ScrollStackHeadless.Headless.ScrollStackViewController = ScrollStackHeadless.Headless
      .ScrollStackController(
        animationScheduler: scheduler)
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let stack: ScrollStackHeadless.Headless.ScrollStack = controller.scrollStack
    let delegate = UserDelegate()
    stack.stackDelegate = delegate
    var kinds: [ScrollStackHeadless.StackDiagnostic.Kind] = []
    stack.onDiagnostic = { (diagnostic: ScrollStackHeadless.StackDiagnostic) in kinds.append(diagnostic.kind) }

    let first = UserController()
    let location: ScrollStackHeadless.Headless.ScrollStack.InsertLocation = .top
    let generic:
      ScrollStackHeadless.ScrollStackInsertLocation<
        ScrollStackHeadless.Headless.ViewController, ScrollStackHeadless.Headless.View
      > =
        .after(first)
    let size: ScrollStackHeadless.ScrollStackControllerSize = .fitLayoutForAxis
    let position: ScrollStackHeadless.Headless.ScrollStack.ScrollPosition = .middle
    let sameType: ScrollStackHeadless.ScrollStackScrollPosition = position
    let axis: ScrollStackHeadless.StackAxis = .vertical
    let insets = ScrollStackHeadless.StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let event: ScrollStackHeadless.Headless.LifecycleEvent = .viewDidLoad
    let color = ScrollStackHeadless.Headless.Color(red: 1, green: 0, blue: 0)
    stack.separatorColor = color
    let plain = ScrollStackHeadless.Headless.View(intrinsicSize: CGSize(width: 0, height: 50))

    let row: ScrollStackHeadless.Headless.ScrollStackRow? = stack.addRow(controller: first, at: location)
    stack.addRow(view: plain, at: generic)
    stack.setRowInsets(index: 0, insets: insets)
    stack.addRow(controller: first)
    // A row sized by `size` (its view's fitting height) and scrolled to with `sameType`.
    let fitted = UserController()
    fitted.size = size
    fitted.view = ScrollStackHeadless.Headless.View(intrinsicSize: CGSize(width: 0, height: 600))
    stack.addRow(controller: fitted)
    stack.scrollToRow(index: 2, at: sameType, animated: false)

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
    #expect(first.lifecycleLog.first == event)
    #expect(stack.rows[0].separatorView.color == color)
    // Rows 0 and 1, then row 2 when added (326 of its 600 points).
    #expect(delegate.visible.map(\.kind) == [.entire, .entire, .partial])
    #expect(kinds == [.duplicateContent])
    let partial: ScrollStackHeadless.ScrollStackRowVisibility.Kind = .partial
    #expect(delegate.visible.last?.kind == partial)

    stack.rows[0].onTap = { _ in }
    stack.rows[0].simulateTap()
    #expect(first.highlights == [true, false])
  }
}
