import Foundation
import ScrollStackTestSupport
import Testing

// MARK: - ScreenTestDriverTests

/// The screen test driver moves the double's clock, runs the run loop's layout pass, posts the
/// keyboard's notifications as UIKit does, taps, and rotates.
@Suite @MainActor struct ScreenTestDriverTests {
  // MARK: Time

  @Test func advanceTimeRunsWhatFallsDueAndNothingElse() {
    ScreenTestDriver.reset()
    var ended = 0
    UIView.animate(withDuration: 1, animations: {}, completion: { _ in ended += 1 })

    ScreenTestDriver.advanceTime(by: 0.5)
    #expect(ended == 0)
    ScreenTestDriver.advanceTime(by: .nan)
    ScreenTestDriver.advanceTime(by: -5)
    #expect(ended == 0)
    ScreenTestDriver.advanceTime(by: 0.5)
    #expect(ended == 1)
  }

  @Test func finishAnimationsEndsEveryAnimationAndWhatItStartsInTurn() {
    ScreenTestDriver.reset()
    var ends: [String] = []
    UIView.animate(
      withDuration: 10, animations: {},
      completion: { _ in
        ends.append("outer")
        UIView.animate(withDuration: 5, animations: {}, completion: { _ in ends.append("inner") })
      })

    ScreenTestDriver.finishAnimations()

    #expect(ends == ["outer", "inner"])
  }

  @Test func resetDropsWhatThePreviousTestLeftScheduled() {
    ScreenTestDriver.reset()
    var ended = false
    UIView.animate(withDuration: 1, animations: {}, completion: { _ in ended = true })

    ScreenTestDriver.reset()
    ScreenTestDriver.finishAnimations()

    #expect(!ended)
  }

  // MARK: Layout

  @Test func runLayoutPassLaysOutWindowsOnly() {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let shown = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let alone = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(shown)
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    let before = shown.passes

    shown.setNeedsLayout()
    alone.setNeedsLayout()
    ScreenTestDriver.runLayoutPass()

    #expect(shown.passes == before + 1)
    #expect(alone.passes == 0)
    ScreenTestDriver.runLayoutPass()
    #expect(shown.passes == before + 1)
  }

  // MARK: Keyboard

  @Test func theKeyboardIsAnnouncedWithUIKitsNotificationsWillNowDidAfterItsDuration() {
    ScreenTestDriver.reset()
    let log = KeyboardLog()
    defer { log.stop() }

    ScreenTestDriver.showKeyboard(height: 300, duration: 0.25)
    #expect(log.names == ["willChangeFrame", "willShow"])
    #expect(log.endFrames.last?.height == 300)
    #expect(log.durations.last == 0.25)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])

    ScreenTestDriver.hideKeyboard(duration: 0.25)
    ScreenTestDriver.finishAnimations()
    #expect(
      log.names == [
        "willChangeFrame", "willShow", "didChangeFrame", "didShow", "willChangeFrame", "willHide",
        "didChangeFrame", "didHide",
      ])
    // The hidden keyboard's frame is below the screen.
    #expect(log.endFrames.last.map { $0.minY >= UIScreen.main.bounds.height } == true)

    // Hiding a hidden keyboard posts nothing on the double.
    ScreenTestDriver.hideKeyboard()
    ScreenTestDriver.finishAnimations()
    #expect(log.names.count == 8)
  }

  /// The library's keyboard state is process-wide, as on a device: whatever keyboard an earlier
  /// test left (up, or gone with its frame remembered), a screen shown after `reset()` finds none.
  /// The remembered frame is measured against the next test's screen, which `reset()` turns back
  /// to portrait: a keyboard hidden below a landscape screen lies across a portrait one.
  @Test func resetLeavesNoKeyboardForTheNextScreen() {
    ScreenTestDriver.reset()
    // The library listens to the keyboard from its first keyboard-avoiding screen on.
    let earlier = ScrollStackController()
    earlier.loadViewIfNeeded()
    for leftover in ["hidden", "left up", "hidden in landscape"] {
      if leftover == "hidden in landscape" {
        let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        landscape.makeKeyAndVisible()
        ScreenTestDriver.rotate(landscape, to: CGSize(width: 844, height: 390))
      }
      ScreenTestDriver.showKeyboard()
      if leftover != "left up" { ScreenTestDriver.hideKeyboard() }
      ScreenTestDriver.finishAnimations()
      ScreenTestDriver.reset()

      let controller = ScrollStackController()
      controller.scrollStack.keyboardDismissMode = .interactive
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      ScreenTestDriver.runLayoutPass()
      ScreenTestDriver.finishAnimations()

      // Bounce is on only while a keyboard is up with a dismiss mode.
      #expect(!controller.scrollStack.alwaysBounceVertical, "keyboard \(leftover)")
      #expect(controller.additionalSafeAreaInsets == .zero, "keyboard \(leftover)")
    }
  }

  // MARK: Tap

  @Test func aTapReachesARowOnScreenAndNothingOffScreen() {
    ScreenTestDriver.reset()
    let controller = ScrollStackController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.scrollStack.addRows(views: [SizedView(intrinsicSize: CGSize(width: 0, height: 44))])
    ScreenTestDriver.runLayoutPass()
    var taps = 0
    controller.scrollStack.rows[0].onTap = { _ in taps += 1 }

    #expect(!ScreenTestDriver.tap(controller.scrollStack.rows[0]).isEmpty)
    #expect(taps == 1)

    controller.scrollStack.isHidden = true
    #expect(ScreenTestDriver.tap(controller.scrollStack.rows[0]).isEmpty)
    #expect(taps == 1)
  }

  /// UIKit delivers touches by hit-testing a visible window: a view in no window gets none, as
  /// ``ScreenTestDriver/tap(_:at:)`` documents.
  @Test func aTapReachesNothingInNoWindow() {
    ScreenTestDriver.reset()
    let offScreen = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    offScreen.addRows(views: [SizedView(intrinsicSize: CGSize(width: 0, height: 44))])
    offScreen.layoutIfNeeded()
    var offScreenTaps = 0
    offScreen.rows[0].onTap = { _ in offScreenTaps += 1 }
    #expect(ScreenTestDriver.tap(offScreen.rows[0]).isEmpty)
    #expect(offScreenTaps == 0)
  }

  // MARK: Touches

  /// A finger down on a row highlights it, moving off the row removes the highlight, and the
  /// touch calls reach only a row on screen.
  @Test func touchesReachARowOnScreenAndMoveWithTheFinger() {
    ScreenTestDriver.reset()
    let controller = ScrollStackController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let content = HighlightView(height: 44)
    controller.scrollStack.addRows(views: [content])
    ScreenTestDriver.runLayoutPass()
    let row = controller.scrollStack.rows[0]
    row.onTap = { _ in }

    let touch = ScreenTestDriver.beginTouch(on: row, at: CGPoint(x: 10, y: 10))
    #expect(touch.location(in: row) == CGPoint(x: 10, y: 10))
    #expect(content.highlightLog == [true])
    ScreenTestDriver.moveTouch(touch, to: CGPoint(x: 10, y: 60))
    #expect(touch.location(in: row) == CGPoint(x: 10, y: 60))
    #expect(content.highlightLog == [true, false])
    ScreenTestDriver.endTouch(touch)
    let cancelled = ScreenTestDriver.beginTouch(on: row)
    ScreenTestDriver.cancelTouch(cancelled)
    #expect(content.highlightLog == [true, false, true, false])

    window.rootViewController = nil
    let offScreen = ScreenTestDriver.beginTouch(on: row)
    ScreenTestDriver.endTouch(offScreen)
    #expect(content.highlightLog == [true, false, true, false])
  }

  // MARK: Rotation

  @Test func rotateTellsTheRootControllerAndResizesTheWindow() {
    ScreenTestDriver.reset()
    let controller = TransitionRecordingController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()

    ScreenTestDriver.rotate(window, to: CGSize(width: 844, height: 390))
    #expect(controller.transitions == [CGSize(width: 844, height: 390)])
    ScreenTestDriver.finishAnimations()

    #expect(window.bounds.size == CGSize(width: 844, height: 390))
    #expect(controller.view.bounds.size == CGSize(width: 844, height: 390))

    // A size that is not finite and positive is ignored.
    ScreenTestDriver.rotate(window, to: CGSize(width: 0, height: CGFloat.infinity))
    ScreenTestDriver.finishAnimations()
    #expect(controller.transitions.count == 1)
    #expect(window.bounds.size == CGSize(width: 844, height: 390))
  }
}

// MARK: - Helpers

/// A view counting its layout passes.
@MainActor
private final class LayoutCountingView: UIView {
  var passes = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
  }
}

/// A controller recording the sizes it is told it transitions to.
@MainActor
private final class TransitionRecordingController: UIViewController {
  var transitions: [CGSize] = []

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    transitions.append(size)
  }
}

/// The keyboard notifications posted on `NotificationCenter.default`, by short name, with the end
/// frame and duration of each.
@MainActor
private final class KeyboardLog {
  private(set) var names: [String] = []
  private(set) var endFrames: [CGRect] = []
  private(set) var durations: [TimeInterval] = []
  private var observers: [any NSObjectProtocol] = []

  init() {
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    let frameKey = UIResponder.keyboardFrameEndUserInfoKey
    let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
    for (name, short) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let frame = (note.userInfo?[frameKey] as? NSValue)?.cgRectValue
          let duration = note.userInfo?[durationKey] as? TimeInterval
          MainActor.assumeIsolated {
            self?.names.append(short)
            if let frame { self?.endFrames.append(frame) }
            if let duration { self?.durations.append(duration) }
          }
        })
    }
  }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers.removeAll()
  }
}
