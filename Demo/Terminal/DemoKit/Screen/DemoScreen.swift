import Foundation
import ScrollStack
import ScrollStackTestSupport

// MARK: - DemoScreen

/// The seed's demo screen built in code on the library's UIKit stack — welcome, notes, tags,
/// gallery, pricing — plus a sign-up form, with the actions the terminal and the tour play on it.
///
/// The stack's `ScrollStackController` is the root of a key `UIWindow` on the UIKit double.
/// Nothing moves on its own there: ``frames(for:framesPerSecond:)`` steps the double's clock
/// frame by frame (`ScreenTestDriver.advanceTime(by:)`), so transition completions arrive on the
/// frame where their time runs out, and runs the layout pass before each picture.
@MainActor
public final class DemoScreen {
  // MARK: Lifecycle

  /// Builds the screen in a portrait phone viewport.
  public init() {
    window = UIWindow(frame: CGRect(origin: .zero, size: DemoMetrics.portraitViewport))
    DemoDevice.start(with: window)
    stackController = ScrollStackController()
    welcome = WelcomeController()
    notes = NotesController(
      text: "Notes size their row to their text: the row is as tall as the wrapped lines. "
        + "Press n to add a sentence and watch the row grow.")
    tags = TagsController()
    gallery = GalleryController()
    pricing = PricingController()
    fields = [
      TextFieldController(title: "Name", placeholder: "Ada Lovelace"),
      TextFieldController(title: "Email", placeholder: "ada@example.com"),
      TextFieldController(title: "Password", placeholder: "••••••••"),
    ]
    let controllers: [DemoRowController] = [welcome, notes, tags, gallery, pricing] + fields
    for controller in controllers { controller.eventLog = eventLog }
    stack.stackDelegate = eventLog
    stack.autoHideLastRowSeparator = true
    stack.visibilityScrollMargin = DemoMetrics.lineHeight
    window.rootViewController = stackController
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    eventLog.beginAction("build the screen")
    stack.addRows(controllers: controllers)
    ScreenTestDriver.finishAnimations()
  }

  // MARK: Public

  /// The controller whose view is the stack.
  public let stackController: ScrollStackController
  /// The stack.
  public var stack: ScrollStack { stackController.scrollStack }
  /// The key window the stack's controller fills.
  public let window: UIWindow
  /// The stack's delegate: every event so far.
  public let eventLog = DemoEventLog()
  /// The greeting row (fixed size).
  public let welcome: WelcomeController
  /// The notes row (sized to its text).
  public let notes: NotesController
  /// The tags row (collapsible).
  public let tags: TagsController
  /// The gallery row (fixed size).
  public let gallery: GalleryController
  /// The pricing row (sized to its table).
  public let pricing: PricingController
  /// The sign-up form's fields, top to bottom.
  public let fields: [TextFieldController]
  /// The keys shown under each frame; empty by default (the tour has no keys).
  public var keyHelp = ""

  /// The focused field, if any.
  public var focusedField: TextFieldController? { fields.first { $0.isFocused } }
  /// The row hidden by ``DemoAction/toggleRowHidden``, if any.
  public private(set) var rowHiddenByUser: ScrollStackRow?
  /// Whether the phone is sideways.
  public var isLandscape: Bool { stack.frame.size.width > stack.frame.size.height }
  /// Whether an animation, an animated scroll or a keyboard change is still to finish.
  public var hasPendingAnimations: Bool { DemoDevice.hasPendingWork }

  /// The screen as a frame, captioned `caption`.
  /// Runs the layout pass first, as the run loop does before the screen is drawn.
  public func snapshot(caption: String = "") -> DemoFrame {
    ScreenTestDriver.runLayoutPass()
    let rows = stack.rows.enumerated().map { index, row in
      let controller = row.controller as? DemoRowController
      let frame = row.frame
      let separator = row.separatorView.frame.offsetBy(dx: frame.minX, dy: frame.minY)
      return DemoFrame.Row(
        index: index, title: controller?.rowTitle ?? row.controller?.title ?? "row", frame: frame,
        separatorFrame: row.isSeparatorVisible ? separator : nil, visibility: row.visibility,
        isHidden: row.isHidden, bodyLines: controller?.bodyLines(columns: columns(for: frame)) ?? [],
        isFocused: controller != nil && controller === focusedField)
    }
    return DemoFrame(
      viewportSize: stack.frame.size, contentOffset: stack.contentOffset, contentSize: stack.contentSize,
      adjustedContentInset: geometry.adjustedContentInset, axis: stackAxis, rows: rows, keyboardFrame: keyboardFrame,
      caption: caption, latestEvents: eventLog.summary(), keyHelp: keyHelp)
  }

  /// Plays `action` on the stack and returns the change as a transition. The library's model is
  /// at its end state when this returns; step through the animation with
  /// ``frames(for:framesPerSecond:)``.
  @discardableResult
  public func perform(_ action: DemoAction) -> DemoTransition {
    let start = snapshot(caption: action.name)
    eventLog.beginAction(action.name)
    animationDuration = 0
    let keyboardWasUp = keyboardFrame != nil
    let caption: String
    switch action {
    case .scroll: caption = scroll(action)
    case .toggleTags: caption = toggleTags()
    case .toggleRowHidden: caption = toggleRowHidden()
    case .focusNextField: caption = focusNextField()
    case .dismissKeyboard: caption = setFocus(nil)
    case .rotate: caption = rotate()
    case .switchAxis: caption = switchAxis()
    case .growNotes: caption = growNotes()
    }
    let keyboardMoved = keyboardWasUp != (keyboardFrame != nil)
    let scheduled = animationDuration
    let end = snapshot(caption: caption)
    switch action {
    case .focusNextField, .dismissKeyboard, .rotate:
      // The keyboard core acts after its filter and then scrolls: play the model live.
      let duration = keyboardMoved ? Self.keyboardAnimationDuration : 0
      return DemoTransition(start: start, end: end, duration: Swift.max(duration, scheduled), isLive: true)
    default:
      return DemoTransition(start: start, end: end, duration: scheduled, isLive: false)
    }
  }

  /// The frames of `transition` at `framesPerSecond`, stepping the clock between them: the
  /// in-between pictures, then the end state once every animation has finished.
  public func frames(for transition: DemoTransition, framesPerSecond: Double = 20) -> [DemoFrame] {
    guard framesPerSecond > 0 else {
      ScreenTestDriver.finishAnimations()
      return [snapshot(caption: transition.end.caption)]
    }
    return transition.isLive
      ? liveFrames(for: transition, step: 1 / framesPerSecond)
      : interpolatedFrames(for: transition, framesPerSecond: framesPerSecond)
  }

  /// ``perform(_:)`` then ``frames(for:framesPerSecond:)``.
  public func play(_ action: DemoAction, framesPerSecond: Double = 20) -> [DemoFrame] {
    frames(for: perform(action), framesPerSecond: framesPerSecond)
  }

  // MARK: Internal

  var geometry: ScrollViewGeometry {
    let insets = stack.adjustedContentInset
    return ScrollViewGeometry(
      viewportSize: stack.bounds.size, contentOffset: stack.contentOffset, contentSize: stack.contentSize,
      adjustedContentInset: StackEdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
  }

  /// The stack's axis as the Demo's frames name it.
  var stackAxis: StackAxis { stack.axis == .horizontal ? .horizontal : .vertical }

  func index(of controller: DemoRowController) -> Int? {
    stack.rowForController(controller).flatMap { stack.index(of: $0) }
  }

  // MARK: Private

  /// The most frames a live transition plays before the rest is run at once.
  private static let liveFrameLimit = 80

  /// How long the library animates the last action's row changes: the double's clock tells only
  /// whether something is pending, so the Demo takes the timing the library uses — a row's
  /// `animationInfo` for hide/show, `ScrollStackAnimationInfo.default` for an animated reload.
  private var animationDuration: TimeInterval = 0

  /// Row animations: the model is already at its end; the picture moves from start to end.
  private func interpolatedFrames(for transition: DemoTransition, framesPerSecond: Double) -> [DemoFrame] {
    var frames: [DemoFrame] = []
    let caption = transition.end.caption
    if transition.duration > 0 {
      let count = Swift.max(2, Int((transition.duration * framesPerSecond).rounded(.up)))
      let step = transition.duration / Double(count)
      for index in 1..<count {
        ScreenTestDriver.advanceTime(by: step)
        var frame = DemoFrame.interpolated(
          from: transition.start, to: transition.end, progress: Double(index) / Double(count))
        frame.caption = "\(caption) — frame \(index)/\(count), \(milliseconds(step * Double(index))) ms"
        frame.latestEvents = eventLog.summary()
        frames.append(frame)
      }
    }
    ScreenTestDriver.finishAnimations()
    frames.append(snapshot(caption: caption))
    return frames
  }

  /// Keyboard changes: the keyboard core acts after its filter, then scrolls, so each frame is
  /// the live model, with the keyboard sliding in or out, until nothing is left to run.
  private func liveFrames(for transition: DemoTransition, step: TimeInterval) -> [DemoFrame] {
    var frames: [DemoFrame] = []
    let caption = transition.end.caption
    var elapsed: TimeInterval = 0
    while frames.count < Self.liveFrameLimit, elapsed + step / 2 < transition.duration || hasPendingAnimations {
      ScreenTestDriver.advanceTime(by: step)
      elapsed += step
      var frame = snapshot(caption: "\(caption) — frame \(frames.count + 1), \(milliseconds(elapsed)) ms")
      frame.keyboardFrame = DemoFrame.slidingKeyboard(
        from: transition.start, to: frame, progress: elapsed / Self.keyboardAnimationDuration)
      frames.append(frame)
    }
    ScreenTestDriver.finishAnimations()
    frames.append(snapshot(caption: caption))
    return frames
  }

  private func milliseconds(_ seconds: TimeInterval) -> String {
    CGFloat(seconds * 1000).rounded().demoText
  }

  private func columns(for frame: CGRect) -> Int {
    DemoMetrics.innerColumns(forWidth: frame.width)
  }

  private func scroll(_ action: DemoAction) -> String {
    guard case .scroll(let points) = action else { return action.name }
    let offset = stack.contentOffset
    let axis = stackAxis
    let moved = CGPoint(
      along: axis, coordinate: offset.coordinate(along: axis) + points, cross: offset.coordinate(along: axis.cross))
    stack.contentOffset = geometry.clamped(moved)
    return action.name
  }

  private func toggleTags() -> String {
    tags.isExpanded.toggle()
    if let index = index(of: tags), stack.reloadRow(index: index, animated: true) {
      animationDuration = ScrollStackAnimationInfo.default.totalTime
    }
    return tags.isExpanded ? "expand tags (reloadRow, animated)" : "collapse tags (reloadRow, animated)"
  }

  /// The row follows its text by itself (no `reloadRow`): the new text changes the text view's
  /// intrinsic size, Auto Layout lays the row out again and the row is measured again. Inside an
  /// animation block, laid out there, the rows below slide.
  private func growNotes() -> String {
    let duration = ScrollStackAnimationInfo.default.duration
    UIView.animate(withDuration: duration) {
      self.notes.textView.text += " One more sentence, and the notes row grows to fit it."
      self.stack.layoutIfNeeded()
    }
    animationDuration = duration
    return "grow notes (the row follows its text, animated)"
  }

  private func toggleRowHidden() -> String {
    if let row = rowHiddenByUser, let index = stack.index(of: row) {
      rowHiddenByUser = nil
      stack.setRowHidden(index: index, isHidden: false, animated: true)
      animationDuration = transitionTime(of: row)
      return "show \(title(of: row)) (animated)"
    }
    guard let row = stack.visibleRows.first, let index = stack.index(of: row) else { return "no visible row to hide" }
    if let focusedField, row.controller === focusedField {
      focusedField.textField.resignFirstResponder()
      DemoDevice.keyboardFollowsFocus(hasFocusedField: false)
    }
    rowHiddenByUser = row
    stack.setRowHidden(index: index, isHidden: true, animated: true)
    animationDuration = transitionTime(of: row)
    return "hide \(title(of: row)) (animated)"
  }

  private func title(of row: ScrollStackRow) -> String {
    row.controller?.title ?? "row"
  }

  /// Asks the stack to show the focused field, as UIKit does for a field that takes the focus
  /// (`scrollRectToVisible(_:animated:)` with the field's bounds); the stack waits for the keyboard
  /// to settle, then lands the field above it.
  func revealFocusedField(animated: Bool) {
    guard let field = focusedField?.textField else { return }
    stack.scrollRectToVisible(field.convert(field.bounds, to: stack), animated: animated)
  }

  /// The length of `row`'s hide/show transition.
  private func transitionTime(of row: ScrollStackRow) -> TimeInterval {
    ((row.controller as? any ScrollStackRowAnimatable)?.animationInfo ?? .default).totalTime
  }

  private func rotate() -> String {
    ScreenTestDriver.rotate(window, to: isLandscape ? DemoMetrics.portraitViewport : DemoMetrics.landscapeViewport)
    // The library keeps the top-left of the content in place; like an app, the Demo then asks
    // for the focused field, which the keyboard core shows once the rotated keyboard settles.
    revealFocusedField(animated: true)
    return isLandscape ? "rotate to landscape" : "rotate to portrait"
  }

  private func switchAxis() -> String {
    let firstVisible = stack.visibleRows.first.flatMap { stack.index(of: $0) }
    stack.setAxis(stack.axis == .vertical ? .horizontal : .vertical, animated: false)
    stack.contentOffset = geometry.clamped(.zero)
    if let firstVisible { stack.scrollToRow(index: firstVisible, at: .initial, animated: false) }
    revealFocusedField(animated: false)
    return "switch to the \(stackAxis.rawValue) axis"
  }
}
