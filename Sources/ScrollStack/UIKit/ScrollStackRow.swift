@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow

/// A row of a ``ScrollStack``: a view that holds a controller's view or a plain view, and a
/// separator.
///
/// The row holds its controller (or view) strongly. The stack gives it its frame. A displayed
/// row whose content sizes itself with Auto Layout follows it: the content joins the row with
/// constraints that leave its length its own, and a change of that length measures the row
/// again (see "Rows that follow their content" in the README); other content is placed by
/// frame. Settings changed
/// here take effect in the model at once and, like `setNeedsLayout`, ask for one layout pass
/// for all the changes of the turn: the stack's next `layoutSubviews` applies the frames,
/// content size and visibility and tells the delegate (`layoutIfNeeded()` forces it). On a
/// row that has left its stack they are ignored and reported as
/// ``StackDiagnostic/Kind/staleRow`` (`isHidden` then acts on the view itself).
@MainActor
public final class ScrollStackRow: UIView, ScrollStackRowProtocol {
  // MARK: Lifecycle

  init(content: RowContent<UIViewController, UIView>, contentView: UIView, state: RowState, separatorColor: UIColor) {
    self.content = content
    self.contentView = contentView
    self.contentIsScrollView = contentView is UIScrollView
    self.rowState = state
    self.separatorColor = separatorColor
    super.init(frame: .zero)
    clipsToBounds = true
  }

  /// Not supported: rows are made by their stack.
  @available(*, unavailable, message: "Rows are created by ScrollStack.addRow.")
  public required init?(coder: NSCoder) {
    nil
  }

  // MARK: Public

  /// What the row displays.
  public let content: RowContent<UIViewController, UIView>
  /// The settings and tracked state of the row.
  @_spi(Engine) public let rowState: RowState
  /// The row's content: the controller's root view, or the plain view.
  public let contentView: UIView
  /// The separator line at the row's trailing edge.
  ///
  /// Made when the row is first laid out with a visible separator, or when first read: a row
  /// that is never displayed (a long, windowed stack) or whose separator is hidden costs no
  /// separator view. Made on reading, it sits where it would have been all along (just above the
  /// content view) with the row's latest layout.
  public var separatorView: ScrollStackSeparator {
    if let separatorStorage { return separatorStorage }
    let separator = makeSeparatorView()
    if let layout = stack?.engine.layout(of: self) {
      separator.frame = layout.separatorFrame
      separator.isHidden = !layout.isSeparatorVisible
    } else {
      separator.isHidden = true
    }
    return separator
  }

  /// Whether the row is hidden. Setting it hides or shows the row without animation; use the
  /// stack's `setRowHidden(index:isHidden:animated:completion:)` to animate. A row no longer
  /// in a stack behaves like a plain view: setting it hides or shows only the view, and is
  /// reported as ``StackDiagnostic/Kind/staleRow`` (as every setting of a removed row is).
  public override var isHidden: Bool {
    get { stack == nil ? super.isHidden : rowState.isHidden }
    set {
      guard let stack, let index else {
        super.isHidden = newValue
        rowState.reportViewOnlyHiddenChange()
        return
      }
      stack.setRowHidden(index: index, isHidden: newValue)
    }
  }

  /// The space between the row's edges and its content; the stack's by default.
  /// Insets that would make the content length overflow are reported (`invalidSize`) and the
  /// previous ones kept.
  ///
  /// Absolute, as `UIView.layoutMargins`: left stays left in a right-to-left layout. Prefer
  /// ``directionalRowInsets``, whose leading edge follows the layout direction. Read after a
  /// directional value was set, it is that value resolved for the stack's layout direction now.
  public var rowInsets: UIEdgeInsets {
    get { UIEdgeInsets(rowState.absoluteInsets(.insets, in: stackLayoutDirection)) }
    set {
      rowState.change("rowInsets") { $0.setInsets(.insets, absolute: StackEdgeInsets(newValue)) }
    }
  }

  /// The space between the row's edges and its content, on its top, leading, bottom and
  /// trailing edges: under a right-to-left layout, `leading` is the right edge. The stack's by
  /// default. Read after ``rowInsets`` was set, it is that value converted for the stack's layout
  /// direction now (as `UIView.directionalLayoutMargins`).
  public var directionalRowInsets: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(rowState.directionalInsets(.insets, in: stackLayoutDirection)) }
    set {
      rowState.change("directionalRowInsets") {
        $0.setInsets(.insets, directional: StackDirectionalEdgeInsets(newValue))
      }
    }
  }

  /// The space between the row's edges and the stack; the stack's by default. Padding that would
  /// make the content length overflow is reported (`invalidSize`) and the previous padding kept.
  ///
  /// Absolute, as ``rowInsets`` (the directional form is ``directionalRowPadding``).
  public var rowPadding: UIEdgeInsets {
    get { UIEdgeInsets(rowState.absoluteInsets(.padding, in: stackLayoutDirection)) }
    set {
      rowState.change("rowPadding") { $0.setInsets(.padding, absolute: StackEdgeInsets(newValue)) }
    }
  }

  /// The space between the row's edges and the stack, on its top, leading, bottom and trailing
  /// edges (see ``directionalRowInsets``); the stack's by default.
  public var directionalRowPadding: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(rowState.directionalInsets(.padding, in: stackLayoutDirection)) }
    set {
      rowState.change("directionalRowPadding") {
        $0.setInsets(.padding, directional: StackDirectionalEdgeInsets(newValue))
      }
    }
  }

  /// Whether this row's separator is hidden; `autoHideLastRowSeparator` may hide it as well.
  public var isSeparatorHidden: Bool {
    get { rowState.isSeparatorHidden }
    set {
      rowState.change("isSeparatorHidden") { $0.isSeparatorHidden = newValue }
    }
  }

  /// The separator's insets across the axis (left and right on a vertical stack); 15 points on
  /// the leading edge by default, like a table view (so `right: 15` under a right-to-left
  /// layout).
  ///
  /// Absolute, as ``rowInsets``: a value set here keeps its left on the left under a
  /// right-to-left layout (the directional form is ``directionalSeparatorInsets``).
  public var separatorInsets: UIEdgeInsets {
    get { UIEdgeInsets(rowState.absoluteInsets(.separatorInsets, in: stackLayoutDirection)) }
    set {
      rowState.change("separatorInsets") { $0.setInsets(.separatorInsets, absolute: StackEdgeInsets(newValue)) }
    }
  }

  /// The separator's insets across the axis, on its leading and trailing edges (see
  /// ``directionalRowInsets``); `leading: 15` by default, like a table view.
  public var directionalSeparatorInsets: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(rowState.directionalInsets(.separatorInsets, in: stackLayoutDirection)) }
    set {
      rowState.change("directionalSeparatorInsets") {
        $0.setInsets(.separatorInsets, directional: StackDirectionalEdgeInsets(newValue))
      }
    }
  }

  /// The layout direction the row's insets are converted with: its stack's now (the row's own
  /// when it is in no stack).
  var stackLayoutDirection: StackLayoutDirection {
    let view = (rowState.lastOwnerObject as? UIView) ?? self
    return StackLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
  }

  /// Called when the user taps the row (or activates it with VoiceOver, Full Keyboard Access, its
  /// accessibility action, or a hardware keyboard's select while it is focused); `nil` by default. A touch on a view inside the row that handles
  /// touches itself (a control, a text view, a cell, a scroll view, a view with its own gesture
  /// recognizers) goes to that view instead: see ``gestureRecognizer(_:shouldReceive:)``.
  public var onTap: ((ScrollStackRow) -> Void)? {
    get { rarelySetState?.onTap }
    set {
      if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.onTap = newValue }
      if onTap != nil, tapRecognizer == nil { configureTapRecognizer() }
      updateTapInteractions()
    }
  }

  /// Whether the row responds to taps: it has an ``onTap``, or its content adopts ``Tappable``.
  public var isTappable: Bool { onTap != nil || tappableContent != nil }

  // MARK: Touches and accessibility (see ScrollStackRow+Touches.swift)

  /// Highlights a tappable, highlightable row when a finger lands on it (not on a view inside it
  /// that handles touches itself, see ``gestureRecognizer(_:shouldReceive:)``).
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    handleTouch(.began(onInnerInteraction: touches.contains { isOnInnerInteraction($0) }))
  }

  /// Removes the highlight when the finger leaves the row; the touch can then no longer tap.
  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    handleTouch(.moved(inside: isInside(touches)))
  }

  /// Removes the highlight when the finger lifts, and runs ``onTap`` when it lifts inside a
  /// row it never left and the tap recognizer did not already claim the touch.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    handleTouch(.ended(inside: isInside(touches)))
  }

  /// Removes the highlight when the touch is cancelled (the stack started scrolling, or the
  /// tap recognizer recognized the tap).
  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    handleTouch(.cancelled)
  }

  // The accessibility members below override UIKit's `NSObject` category, which the SDK declares
  // nonisolated; VoiceOver calls them on the main thread, where `MainThreadCallback` reads the
  // row's main-actor state. The decisions are Core's `RowAccessibilitySemantics`; the content is
  // walked only for a tappable row, when VoiceOver asks (ScrollStackRow+Accessibility.swift).

  /// A tappable row is one VoiceOver element when nothing in its content is reachable by itself
  /// (no control, text view, scroll view, cell, view with gesture recognizers, or accessibility
  /// element such as a label below the content view); otherwise VoiceOver reaches the content's
  /// own elements and the tap is a custom action (``accessibilityCustomActions``). A row that is
  /// not tappable is an element only when set so.
  public override var isAccessibilityElement: Bool {
    get { MainThreadCallback.run { self.isOneAccessibilityElement } ?? super.isAccessibilityElement }
    set { super.isAccessibilityElement = newValue }
  }

  /// A tappable row is a button to VoiceOver.
  public override var accessibilityTraits: UIAccessibilityTraits {
    get {
      let traits = super.accessibilityTraits
      let isTappable = MainThreadCallback.run { self.isTappable } ?? false
      return RowAccessibilitySemantics.isButton(isTappable: isTappable)
        ? traits.union(RowAccessibilityTraits.button) : traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// The label set on the row, or else the content view's label, or else the controller's
  /// title.
  public override var accessibilityLabel: String? {
    get {
      RowAccessibilitySemantics.label(
        rowLabel: super.accessibilityLabel, contentLabel: contentView.accessibilityLabel,
        controllerTitle: MainThreadCallback.run { self.controller?.title } ?? nil)
    }
    set { super.accessibilityLabel = newValue }
  }

  /// The actions set on the row, followed, on a tappable row that is not one element (its content
  /// has reachable elements), by one that runs the tap, named by the row's
  /// ``accessibilityLabel`` ("Activate" without one). VoiceOver offers it on each element of the
  /// row (the row is then a `.semanticGroup` container).
  public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get {
      let actions = super.accessibilityCustomActions
      guard MainThreadCallback.run({ self.offersTapAsAccessibilityAction }) == true else { return actions }
      return (actions ?? []) + [makeTapAccessibilityAction()]
    }
    set { super.accessibilityCustomActions = newValue }
  }

  /// `.semanticGroup` on a tappable row that is not one element, so VoiceOver names the group
  /// with the row's label and offers its tap action on each element inside; otherwise the value
  /// set on the row (`.none` by default).
  public override var accessibilityContainerType: UIAccessibilityContainerType {
    get { offersTapAsAccessibilityAction ? .semanticGroup : super.accessibilityContainerType }
    set { super.accessibilityContainerType = newValue }
  }

  /// VoiceOver's activation (double tap), and Full Keyboard Access's: runs the tap (``Tappable``,
  /// then ``onTap``). Returns `false` when the row is not tappable.
  public override func accessibilityActivate() -> Bool {
    MainThreadCallback.run { self.activateTap() } ?? false
  }

  /// A tappable row can take the focus of a hardware keyboard (Tab and the arrow keys on iPad):
  /// `true` while ``isTappable``.
  public override var canBecomeFocused: Bool { isTappable }

  /// Takes a select press (the focus system's select of the focused row: Return on an iPad's
  /// hardware keyboard) on a tappable row; passes every other press on.
  public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard takesSelect(presses) else { return super.pressesBegan(presses, with: event) }
  }

  /// Runs the tap (``Tappable``, then ``onTap``) when a select press ends on a tappable row;
  /// passes every other press on.
  public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard takesSelect(presses) else { return super.pressesEnded(presses, with: event) }
    _ = activateTap()
  }

  /// Drops a cancelled select press of a tappable row; passes every other press on.
  public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard takesSelect(presses) else { return super.pressesCancelled(presses, with: event) }
  }

  // MARK: Following the content (see ScrollStackRow+FollowingContent.swift)

  /// Lays out the subviews (UIKit's default: when the row follows its content, the frame Auto
  /// Layout gives it), then, when the content's length along the stack's axis is no longer the
  /// one measured, asks the stack to measure this row again: in its next layout pass, or at once,
  /// animated, inside an animation block. Nothing more for a row that does not follow its
  /// content (a requested size, content placed by its frame alone).
  public override func layoutSubviews() {
    super.layoutSubviews()
    reportContentLengthIfChanged()
  }

  // MARK: Nested scroll views (see ScrollStackRow+ScrollsToTop.swift)

  /// Turns off `scrollsToTop` of the scroll views in the content as it joins the row, so that
  /// the stack stays the one a status-bar tap scrolls to the top.
  public override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    if subview === contentView { claimNestedScrollsToTop() }
  }

  /// Turns `scrollsToTop` on again on the scroll views in the content that the row turned off,
  /// as the content leaves the row (the row left its stack, or you moved the content).
  public override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if subview === contentView { releaseNestedScrollsToTop() }
  }

  /// Turns off `scrollsToTop` of scroll views added to the content since the row last entered a
  /// window.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { claimNestedScrollsToTop() }
  }

  // MARK: Internal

  // The row's stored references below are read and written without dynamic exclusivity checks
  // (`@exclusivity(unchecked)`, about 75 instructions an access, several for every row added or
  // displayed): every access is a plain read or write that calls out to no code that could reach
  // the same property.

  /// The stack the row is in (weak: a row the app keeps outlives its stack); `nil` once removed.
  @exclusivity(unchecked) weak var stack: ScrollStack?

  /// The tap handler and recognizer, highlight colour, `scrollsToTop` claims and content size
  /// observation, once one of them is set (see ``RowRarelySetState``); `nil` for a row that set
  /// none.
  @exclusivity(unchecked) var rarelySetState: RowRarelySetState?

  /// The separator view, once made (see ``separatorView``).
  @exclusivity(unchecked) private var separatorStorage: ScrollStackSeparator?
  /// The colour the separator gets when made: the stack's `separatorColor` when the row was made.
  private let separatorColor: UIColor

  /// The content's fitting length, as the platform last measured it (see `FittingLengthCache`);
  /// `nil` until measured and after anything that invalidates it for this row alone.
  @exclusivity(unchecked) var measuredLength: FittingLengthCache.Entry?
  /// The constraints joining the content to the row while the row follows its content; `nil`
  /// for a row never displayed, with a requested size, or whose content is placed by frame.
  @exclusivity(unchecked) var contentConstraints: RowContentConstraints?
  /// Whether the content view is a scroll view: asked once, when the row is made (the content
  /// view never changes), for the measure (ScrollStackRow+NestedScrollContent.swift) and the
  /// `scrollsToTop` search (ScrollStackRow+ScrollsToTop.swift), which cast it at each call
  /// otherwise (most rows hold none).
  let contentIsScrollView: Bool

  /// The content view when it is a scroll view, `nil` otherwise: a row whose content is not one
  /// answers without a cast.
  var contentScrollView: UIScrollView? {
    contentIsScrollView ? contentView as? UIScrollView : nil
  }

  /// Makes the separator view and puts it just above the content view (below it: the highlight
  /// fill, when shown), where it would have been had it been made with the row.
  private func makeSeparatorView() -> ScrollStackSeparator {
    let separator = ScrollStackSeparator(color: separatorColor, rowState: rowState)
    separatorStorage = separator
    if contentView.superview === self {
      insertSubview(separator, aboveSubview: contentView)
    } else {
      insertSubview(separator, at: highlightFill == nil ? 0 : 1)
    }
    return separator
  }

  /// Puts the content view in the row, placed by frame from now on.
  func mountContentView() {
    contentView.translatesAutoresizingMaskIntoConstraints = true
    insertSubview(contentView, at: 0)
  }

  /// Whether the view itself is hidden (``isHidden`` answers the row's state in the stack): a
  /// row being hidden inside an animation stays on screen while it collapses.
  var isViewHidden: Bool { super.isHidden }

  /// Shows or hides the view itself, without going through the stack.
  func setViewHidden(_ hidden: Bool) {
    if super.isHidden != hidden { super.isHidden = hidden }
  }

  /// Assigns the frames and separator state the engine computed. A hidden row's view is hidden
  /// too, except when `keepsHiddenRowOnScreen` (UIKit policy: a row being hidden inside an
  /// animation stays on screen while it collapses; the pass after the animation hides it).
  /// Only what changed is assigned: a pass that moves the rows after a change (their frames in
  /// the stack) leaves the layout inside each row (content, separator) alone unless it changed,
  /// so a change lays out the content of the rows it touched only.
  /// Returns whether the row is hidden but was kept on screen.
  @discardableResult
  func apply(_ layout: RowLayout, keepsHiddenRowOnScreen: Bool) -> Bool {
    // Compared without Foundation's `==` call (`isSame(as:)`): a row placed compares three frames.
    if !frame.isSame(as: layout.rowFrame) { frame = layout.rowFrame }
    if !contentView.frame.isSame(as: layout.contentFrame) { contentView.frame = layout.contentFrame }
    contentConstraints?.place(layout.contentFrame, rowSize: layout.rowFrame.size)
    if let separator = separatorStorage {
      if !separator.frame.isSame(as: layout.separatorFrame) { separator.frame = layout.separatorFrame }
      if separator.isHidden != !layout.isSeparatorVisible { separator.isHidden = !layout.isSeparatorVisible }
    } else if layout.isSeparatorVisible {
      makeSeparatorView().frame = layout.separatorFrame
    }
    if !layout.isHidden {
      setViewHidden(false)
    } else if !keepsHiddenRowOnScreen {
      setViewHidden(true)
    } else {
      return !isViewHidden
    }
    return false
  }
}
