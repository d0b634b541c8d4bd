import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - FormScreen

/// A form on screen: a ``ScrollStackController`` of 100-point field rows as a portrait iPhone
/// window's root, shown and laid out.
@MainActor
struct FormScreen {
  let window: UIWindow
  let controller: ScrollStackController
  let fields: [FieldController]
  var stack: ScrollStack { controller.scrollStack }

  /// `count` field rows; `attachment` set before they are added when given (the default
  /// otherwise).
  init(rows count: Int = 80, attachment: ScrollStackRowAttachment? = nil) {
    KeyboardStackFixture.resetDevice()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    controller = ScrollStackController()
    if let attachment { controller.scrollStack.rowAttachment = attachment }
    fields = (0..<count).map { FieldController("field\($0)") }
    controller.scrollStack.addRows(controllers: fields)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
  }

  /// Whether the stack's subviews are the displayed rows' views, in order.
  var subviewsFollowDisplayedRows: Bool {
    stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init)
  }
}
