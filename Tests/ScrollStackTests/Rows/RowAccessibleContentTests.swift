import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// VoiceOver, Full Keyboard Access and the pointer on tappable rows whose content has its own
/// elements (`RowAccessibilitySemantics`): the content stays reachable and the tap becomes a
/// custom action of the row, which groups the content.
@Suite @MainActor struct RowAccessibleContentTests {
  /// A row whose content (100 points, labelled "Wi-Fi") holds `inner`.
  @MainActor private struct RowHolding {
    let fixture = StackFixture()
    let content = labelledView("Wi-Fi")
    let row: ScrollStackRow

    init(_ inner: UIView?) {
      if let inner { content.addSubview(inner) }
      fixture.stack.addRow(view: content)
      row = fixture.stack.rows[0]
    }
  }

  @Test func aSwitchInsideStaysReachableAndTheTapIsACustomActionOfTheGroup() {
    let holding = RowHolding(UIControl(frame: CGRect(x: 0, y: 0, width: 51, height: 31)))
    var taps = 0
    holding.row.onTap = { _ in taps += 1 }

    #expect(holding.row.isAccessibilityElement == false)
    #expect(holding.row.accessibilityContainerType == .semanticGroup)
    let actions = holding.row.accessibilityCustomActions ?? []
    #expect(actions.map(\.name) == ["Wi-Fi"])
    if let action = actions.first {
      #expect(action.actionHandler?(action) == true)
    }
    #expect(taps == 1)
  }

  @Test func aContainerOfLabelsLetsVoiceOverReadTheLabels() {
    let title = UILabel()
    title.text = "Wi-Fi"
    let holding = RowHolding(title)
    holding.content.accessibilityLabel = nil
    holding.row.onTap = { _ in }

    #expect(title.isAccessibilityElement)
    #expect(holding.row.isAccessibilityElement == false)
    #expect(holding.row.accessibilityCustomActions?.map(\.name) == ["Activate"])
  }

  @Test func aRowWithNothingReachableInsideIsStillOneButtonWithoutACustomAction() {
    let hidden = UIControl()
    hidden.isHidden = true
    let holding = RowHolding(hidden)
    holding.row.addSubview(UIView())
    holding.row.onTap = { _ in }

    #expect(holding.row.isAccessibilityElement)
    #expect(holding.row.accessibilityTraits.contains(.button))
    #expect(holding.row.accessibilityLabel == "Wi-Fi")
    #expect(holding.row.accessibilityContainerType == .none)
    #expect(holding.row.accessibilityCustomActions == nil)
  }

  @Test func actionsSetOnTheRowComeFirstAndStayWhenTheRowIsNotTappable() {
    let holding = RowHolding(UIControl())
    let own = UIAccessibilityCustomAction(name: "Delete") { _ in true }
    holding.row.accessibilityCustomActions = [own]
    #expect(holding.row.accessibilityCustomActions?.map(\.name) == ["Delete"])

    holding.row.onTap = { _ in }
    #expect(holding.row.accessibilityCustomActions?.map(\.name) == ["Delete", "Wi-Fi"])
    holding.row.onTap = nil
    #expect(holding.row.accessibilityCustomActions?.map(\.name) == ["Delete"])
  }

  @Test func aRowSetAsOneElementStaysOneWithoutTheAction() {
    let holding = RowHolding(UIControl())
    holding.row.onTap = { _ in }
    holding.row.isAccessibilityElement = true

    #expect(holding.row.isAccessibilityElement)
    #expect(holding.row.accessibilityCustomActions == nil)
    #expect(holding.row.accessibilityContainerType == .none)
  }

  @Test func theContentIsReadOnlyWhenVoiceOverAsksATappableRow() {
    let counting = CountingElement()
    let holding = RowHolding(counting)

    // Not tappable: answered without reading the content.
    #expect(holding.row.isAccessibilityElement == false)
    #expect(holding.row.accessibilityCustomActions == nil)
    holding.row.onTap = { _ in }
    holding.fixture.stack.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    holding.fixture.layout()
    #expect(counting.reads == 0)

    // A plain view: nothing reachable, the row is one element.
    #expect(holding.row.isAccessibilityElement)
    #expect(counting.reads == 1)
  }

  @Test func aTappableRowCanTakeKeyboardFocusAndHasAPointerEffect() {
    let holding = RowHolding(nil)
    #expect(holding.row.canBecomeFocused == false)
    #expect(holding.row.interactions.isEmpty)

    holding.row.onTap = { _ in }
    #expect(holding.row.canBecomeFocused)
    let pointers = holding.row.interactions.compactMap { $0 as? UIPointerInteraction }
    #expect(pointers.count == 1)
    #expect(pointers.first?.isEnabled == true)
    #expect(pointers.first?.view === holding.row)

    holding.row.onTap = nil
    #expect(holding.row.canBecomeFocused == false)
    #expect(pointers.first?.isEnabled == false)
    holding.row.onTap = { _ in }
    #expect(holding.row.interactions.count == 1)
    #expect(pointers.first?.isEnabled == true)
  }

  @Test func rowsThatAreNotTappableGetNoPerRowObjects() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    for row in fixture.stack.rows {
      #expect(row.interactions.isEmpty)
      #expect(row.gestureRecognizers == nil)
      #expect(row.canBecomeFocused == false)
    }
  }
}

/// A view that counts how often VoiceOver's question "are you an element?" is asked.
private final class CountingElement: UIView {
  nonisolated(unsafe) var reads = 0

  override var isAccessibilityElement: Bool {
    get {
      reads += 1
      return super.isAccessibilityElement
    }
    set { super.isAccessibilityElement = newValue }
  }
}

/// The select of a hardware keyboard's focus (iPad) on rows.
@Suite @MainActor struct RowKeyboardSelectTests {
  @Test func selectOnAFocusedTappableRowRunsTheTapAndIsNotPassedOn() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    var tapped: [Int?] = []
    fixture.stack.rows[0].onTap = { tapped.append($0.index) }
    let window = PressLoggingWindow(frame: fixture.controller.view.frame)
    window.rootViewController = fixture.controller
    window.makeKeyAndVisible()

    DoubleTouch.pressSelect(on: fixture.stack.rows[0])
    DoubleTouch.pressSelect(on: fixture.stack.rows[1])

    #expect(tapped == [0])
    // The row that is not tappable passed its press up the responder chain (the stack, its
    // controller, the window); the tappable one kept it.
    #expect(window.presses == ["began", "ended"])
  }
}

/// A window that notes the presses that reach it.
private final class PressLoggingWindow: UIWindow {
  var presses: [String] = []
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("began") }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("ended") }
}
