import Foundation
// A plain import, as in a user's app or test target: only public names are visible here.
import ScrollStack
import Testing

/// A user's controller adopting every public protocol through module-qualified names.
@MainActor
private final class UserController: ScrollStack.Headless.ViewController,
  ScrollStack.Headless.ScrollStackContainableController, ScrollStack.Headless.ScrollStackRowHighlightable,
  ScrollStack.Headless.ScrollStackRowAnimatable
{
  var highlights: [Bool] = []

  func scrollStackRowSizeForAxis(
    _ axis: ScrollStack.StackAxis, row: ScrollStack.Headless.ScrollStackRow,
    in stackView: ScrollStack.Headless.ScrollStack
  ) -> ScrollStack.Headless.ScrollStack.ControllerSize? { .fixed(100) }

  func setIsHighlighted(_ isHighlighted: Bool) { highlights.append(isHighlighted) }

  var animationInfo: ScrollStack.ScrollStackAnimationInfo { ScrollStack.ScrollStackAnimationInfo(duration: 0.5) }
}

/// A user's delegate, named through the module.
@MainActor
private final class UserDelegate: ScrollStack.Headless.ScrollStackControllerDelegate {
  var visible: [ScrollStack.Headless.ScrollStack.RowVisibility] = []

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack.Headless.ScrollStack, row: ScrollStack.Headless.ScrollStackRow, index: Int,
    state: ScrollStack.ScrollStackRowVisibility
  ) { visible.append(state) }
}

@Suite @MainActor struct PublicNamesTests {
  @Test func userFileNamesEverythingThroughTheModule() {
    let scheduler: any ScrollStack.StackScheduler = ScrollStack.ManualScheduler()
    let controller: ScrollStack.Headless.ScrollStackViewController = ScrollStack.Headless.ScrollStackController(
      animationScheduler: scheduler)
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let stack: ScrollStack.Headless.ScrollStack = controller.scrollStack
    let delegate = UserDelegate()
    stack.stackDelegate = delegate
    var kinds: [ScrollStack.StackDiagnostic.Kind] = []
    stack.onDiagnostic = { (diagnostic: ScrollStack.StackDiagnostic) in kinds.append(diagnostic.kind) }

    let first = UserController()
    let location: ScrollStack.Headless.ScrollStack.InsertLocation = .top
    let generic: ScrollStack.ScrollStackInsertLocation<ScrollStack.Headless.ViewController, ScrollStack.Headless.View> =
      .after(first)
    let size: ScrollStack.ScrollStackControllerSize = .fitLayoutForAxis
    let position: ScrollStack.Headless.ScrollStack.ScrollPosition = .middle
    let sameType: ScrollStack.ScrollStackScrollPosition = position
    let axis: ScrollStack.StackAxis = .vertical
    let insets = ScrollStack.StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let event: ScrollStack.Headless.LifecycleEvent = .viewDidLoad
    let color: ScrollStack.Headless.Color = .separator
    let plain = ScrollStack.Headless.View(intrinsicSize: CGSize(width: 0, height: 50))

    let row: ScrollStack.Headless.ScrollStackRow? = stack.addRow(controller: first, at: location)
    stack.addRow(view: plain, at: generic)
    stack.setRowInsets(index: 0, insets: insets)
    stack.addRow(controller: first)

    #expect(row?.controller === first)
    #expect(stack.rows.count == 2)
    #expect(stack.rows[0].rowInsets == insets)
    #expect(stack.rows[0].frame.height == 104)
    #expect(stack.rows[1].frame.minY == 104)
    #expect(stack.axis == axis)
    #expect(size != .fixed(0))
    #expect(sameType == .middle)
    #expect(first.lifecycleLog.first == event)
    #expect(stack.separatorColor == color)
    #expect(delegate.visible == [.entire, .entire])
    #expect(kinds == [.duplicateContent])
    #expect(ScrollStack.ScrollStackRowVisibility.Kind.partial.rawValue == "partial")

    stack.rows[0].onTap = { _ in }
    stack.rows[0].simulateTap()
    #expect(first.highlights == [true, false])
  }
}
