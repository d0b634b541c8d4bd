import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollStackRow

extension Headless {
  /// A row of a headless stack: a view that holds a controller's view or a plain view, and a
  /// separator.
  ///
  /// The row holds its controller (or view) strongly. Settings changed here take effect in the
  /// model at once (``frame`` has them) and ask for one layout pass for all the changes of the
  /// turn, run on the stack's scheduler (see ``ScrollStack/layoutIfNeeded()``); on a row that has
  /// left its stack they are ignored and reported as ``StackDiagnostic/Kind/staleRow``.
  @MainActor
  public final class ScrollStackRow: View, ScrollStackRowProtocol {
    // MARK: Lifecycle

    init(content: RowContent<ViewController, View>, contentView: View, state: RowState, separatorColor: SeparatorColor)
    {
      self.content = content
      self.contentView = contentView
      self.rowState = state
      self.separatorColor = separatorColor
      super.init(frame: .zero)
    }

    // MARK: Public

    /// What the row displays.
    public let content: RowContent<ViewController, View>
    /// The settings and tracked state of the row.
    @_spi(Engine) public let rowState: RowState
    /// The row's content: the controller's root view, or the plain view.
    public let contentView: View
    /// The separator line at the row's trailing edge, a subview of the row after its content.
    ///
    /// It is made when first asked for (here or through the row's ``View/subviews``), with the
    /// frame and visibility the last layout gave it: a long stack does not keep a view per row
    /// for separators nobody looks at.
    public var separatorView: ScrollStackSeparator {
      if let separator = madeSeparator { return separator }
      let separator = ScrollStackSeparator(color: separatorColor.color, rowState: rowState)
      separator.frame = separatorFrame
      separator.isHidden = isSeparatorViewHidden
      madeSeparator = separator
      insertSubviewNow(separator, at: subviews.count)
      return separator
    }

    /// Whether the row is hidden. Setting it hides or shows the row without animation; use the
    /// stack's `setRowHidden(index:isHidden:animated:completion:)` to animate. A row no longer
    /// in a stack behaves like a plain view, as the UIKit row does: setting it hides or shows only
    /// the view, and is reported as ``StackDiagnostic/Kind/staleRow``.
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

    /// The space between the row's edges and its content; the stack's `rowInsets` by default.
    /// Insets that would make the content length overflow are reported (`invalidSize`) and the
    /// previous ones kept.
    public var rowInsets: StackEdgeInsets {
      get { rowState.insets }
      set {
        rowState.change("rowInsets") { $0.insets = newValue }
      }
    }

    /// The space between the row's edges and the stack; the stack's `rowPadding` by default.
    /// Padding that would make the content length overflow is reported (`invalidSize`) and the
    /// previous padding kept.
    public var rowPadding: StackEdgeInsets {
      get { rowState.padding }
      set {
        rowState.change("rowPadding") { $0.padding = newValue }
      }
    }

    /// Whether this row's separator is hidden. `autoHideLastRowSeparator` may hide it as well.
    public var isSeparatorHidden: Bool {
      get { rowState.isSeparatorHidden }
      set {
        rowState.change("isSeparatorHidden") { $0.isSeparatorHidden = newValue }
      }
    }

    /// The separator's insets across the axis (left and right on a vertical stack).
    public var separatorInsets: StackEdgeInsets {
      get { rowState.separatorInsets }
      set {
        rowState.change("separatorInsets") { $0.separatorInsets = newValue }
      }
    }

    /// Called when the user taps the row; `nil` (not tappable) by default.
    public var onTap: ((ScrollStackRow) -> Void)?

    /// Whether the row responds to taps: it has an ``onTap``.
    public var isTappable: Bool { onTap != nil }

    /// The row's frame in the stack's content coordinates (padding excluded).
    public override var frame: CGRect {
      get {
        guard let stack, let index else { return super.frame }
        return stack.engine.rowFrame(at: index)
      }
      set { super.frame = newValue }
    }

    // MARK: Touches

    /// Plays a finger landing on the row: a tappable, highlightable row highlights. With
    /// `onControl` (`false` by default) the finger landed on a control inside the row, which
    /// owns the touch: the row neither highlights nor taps.
    public func simulateTouchDown(onControl: Bool = false) {
      handleTouch(.began(onControl: onControl))
    }

    /// Plays the finger moving: outside the row (`inside == false`) the highlight goes and the
    /// touch can no longer tap, even if it comes back.
    public func simulateTouchMoved(inside: Bool) {
      handleTouch(.moved(inside: inside))
    }

    /// Plays the finger lifting: the highlight goes and, when `inside` (the default), ``onTap``
    /// runs if the touch began on the row off a control and never left it. Without a touch down
    /// first, nothing is tapped.
    public func simulateTouchUp(inside: Bool = true) {
      handleTouch(.ended(inside: inside))
    }

    /// Plays the touch being cancelled (the stack started scrolling): the highlight goes and
    /// ``onTap`` does not run.
    public func simulateTouchCancel() {
      handleTouch(.cancelled)
    }

    /// Plays a whole tap: touch down, then up inside.
    public func simulateTap() {
      simulateTouchDown()
      simulateTouchUp(inside: true)
    }

    // MARK: Accessibility

    /// Whether VoiceOver treats the row as one element: a tappable row always is; otherwise the
    /// value set here (`false` by default), so VoiceOver reaches the content's own elements.
    public var isAccessibilityElement: Bool {
      get {
        RowAccessibilitySemantics.isElement(isTappable: isTappable, isElementSetOnRow: accessibilityElementSetting)
      }
      set { accessibilityElementSetting = newValue }
    }

    /// Whether VoiceOver presents the row as a button: it does when the row is tappable.
    public var isAccessibilityButton: Bool { RowAccessibilitySemantics.isButton(isTappable: isTappable) }

    /// The label set on the row, or else the content view's label, or else the controller's
    /// title; `nil` when none is set. Setting it sets the row's own label.
    public override var accessibilityLabel: String? {
      get {
        RowAccessibilitySemantics.label(
          rowLabel: super.accessibilityLabel, contentLabel: contentView.accessibilityLabel,
          controllerTitle: controller?.title)
      }
      set { super.accessibilityLabel = newValue }
    }

    /// What VoiceOver's activation does: runs ``onTap``. Returns `false` when the row is not
    /// tappable.
    @discardableResult
    public func accessibilityActivate() -> Bool {
      guard RowAccessibilitySemantics.activationRunsTap(isTappable: isTappable), let onTap else { return false }
      onTap(self)
      return true
    }

    // MARK: Internal

    /// The stack the row is in, or is leaving until its content is detached; `nil` before it
    /// joins one and after it left. Found through the row's state (its engine serves the stack),
    /// so that rows hold no reference to their stack: a weak reference per row cost a side-table
    /// update for each row added and made every retain of the stack take the slow path.
    var stack: ScrollStack? {
      guard rowState.isContentAttached || rowState.index != nil else { return nil }
      return rowState.lastOwnerObject as? ScrollStack
    }

    /// Assigns the frames and separator state the engine computed. The row's own frame is read
    /// from the engine whenever asked, so it is not stored.
    func apply(_ layout: RowLayout) {
      contentView.frame = layout.contentFrame
      if let separator = madeSeparator {
        separator.frame = layout.separatorFrame
        separator.isHidden = !layout.isSeparatorVisible
      } else {
        separatorFrame = layout.separatorFrame
        isSeparatorViewHidden = !layout.isSeparatorVisible
      }
    }

    /// Makes the separator before the row's subviews are read or changed from outside.
    override func prepareSubviews() {
      _ = separatorView
    }

    // MARK: Private

    private var accessibilityElementSetting = false
    /// The separator, once ``separatorView`` has made it.
    private var madeSeparator: ScrollStackSeparator?
    /// The colour the separator is made with: the stack's `separatorColor` when the row was made.
    private let separatorColor: SeparatorColor
    /// The separator's frame and hidden state from the last layout, until the separator is made.
    private var separatorFrame = CGRect.zero
    private var isSeparatorViewHidden = false

    /// Runs `event` through the row's ``RowTouchStateMachine`` and applies its effects.
    private func handleTouch(_ event: RowTouchEvent) {
      let target = highlightTarget
      let facts = RowTouchFacts(isTappable: isTappable, isHighlightable: target?.isHighlightable ?? false)
      rowState.handleTouch(event, facts: facts, highlight: { target?.setIsHighlighted($0) }, tap: { onTap?(self) })
    }
  }
}
