import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowState

/// The layout settings and tracked state of one row, held by the row.
///
/// Each platform row owns one and exposes its values through its own typed properties
/// (`rowInsets`, `isSeparatorHidden`, `visibility`, …); the engine reads and updates it.
@MainActor
@_spi(Engine)
public final class RowState {
  // The engine reads and writes a row's state several times per row in every change and
  // scroll, never while another access to the same property is under way (no property is
  // passed inout across a call that could reach it again): the stored properties skip the
  // dynamic exclusivity checks (`@exclusivity(unchecked)`), which cost more than the accesses.

  // MARK: Lifecycle

  init(defaults: RowDefaults) {
    layout = defaults.layout
    isSeparatorHidden = defaults.isSeparatorHidden
  }

  // MARK: Internal

  /// The row's position in its stack, or `nil` once it has been removed: its block's start plus
  /// its offset in the block (see ``ExtentIndex``), so that rows are never renumbered one by one.
  /// For the engine, which reads it only while it lives; the row's own API reads
  /// ``indexInLiveStack``.
  package var index: Int? {
    guard let block else { return nil }
    return block.start + offsetInBlock
  }
  /// ``index``, or `nil` once the row's stack has been freed: the row then is in no stack, as a
  /// removed row (its block still numbers it). For the row's API (`row.index`, settings).
  package var indexInLiveStack: Int? {
    guard let block, !block.indexIdentity.isRetired else { return nil }
    return block.start + offsetInBlock
  }
  /// Whether the stack the row is in has been freed (the row then acts as a removed row).
  package var isInFreedStack: Bool { block?.indexIdentity.isRetired ?? false }
  /// The run of rows of the engine's ``ExtentIndex`` the row belongs to; `nil` once removed.
  @exclusivity(unchecked) var block: RowBlock?
  /// The row's position within ``block``.
  @exclusivity(unchecked) var offsetInBlock = 0
  /// Space between the row's edges and its content.
  package var insets: StackEdgeInsets {
    get { layout.insets }
    set { changeLayout(newValue != insets, keepingAcceptedSpacing: true) { $0.replacing(insets: newValue) } }
  }
  /// Space between the row's edges and the stack (or the neighbouring rows).
  package var padding: StackEdgeInsets {
    get { layout.padding }
    set { changeLayout(newValue != padding, keepingAcceptedSpacing: true) { $0.replacing(padding: newValue) } }
  }
  /// Insets of the separator across the axis (left/right on a vertical stack).
  package var separatorInsets: StackEdgeInsets {
    get { layout.separatorInsets }
    set {
      changeLayout(newValue != separatorInsets, keepingAcceptedSpacing: false) {
        $0.replacing(separatorInsets: newValue)
      }
    }
  }
  /// One of the three insets settings in absolute terms (left is left) under `direction`.
  package func absoluteInsets(_ setting: RowDirectionalSettings, in direction: StackLayoutDirection) -> StackEdgeInsets
  {
    layout.absolute(setting, in: direction)
  }
  /// One of the three insets settings in directional terms (leading, trailing) under `direction`.
  package func directionalInsets(
    _ setting: RowDirectionalSettings, in direction: StackLayoutDirection
  ) -> StackDirectionalEdgeInsets {
    layout.directional(setting, in: direction)
  }
  /// Sets one of the three insets settings to absolute insets (left stays left in a right-to-left
  /// layout), as `UIView.layoutMargins` does.
  package func setInsets(_ setting: RowDirectionalSettings, absolute value: StackEdgeInsets) {
    replaceInsets(setting, with: value, isDirectional: false)
  }
  /// Sets one of the three insets settings to directional insets (leading is right in a
  /// right-to-left layout), as `UIView.directionalLayoutMargins` does.
  package func setInsets(_ setting: RowDirectionalSettings, directional value: StackDirectionalEdgeInsets) {
    let stored = StackEdgeInsets(top: value.top, left: value.leading, bottom: value.bottom, right: value.trailing)
    replaceInsets(setting, with: stored, isDirectional: true)
  }
  /// The separator's thickness along the axis, in points.
  package var separatorThickness: CGFloat {
    get { layout.separatorThickness }
    set {
      changeLayout(newValue != separatorThickness, keepingAcceptedSpacing: false) {
        $0.replacing(separatorThickness: newValue)
      }
    }
  }
  /// The insets and padding the row's stored extent was last accepted with (see
  /// `ScrollStackEngine.storeExtent(of:at:)`); given back when new ones would overflow.
  package var acceptedInsets: StackEdgeInsets { (acceptedLayout ?? layout).insets }
  package var acceptedPadding: StackEdgeInsets { (acceptedLayout ?? layout).padding }
  /// The row's insets, padding and separator geometry: the instance its stack's defaults
  /// shared when the row was made, until one of them changes here.
  @exclusivity(unchecked) var layout: RowLayoutSettings
  /// The content's length along the axis, as last measured.
  @exclusivity(unchecked) package var measuredLength: CGFloat = 0
  /// The row's visibility as last reported.
  @exclusivity(unchecked) package var visibility: ScrollStackRowVisibility = .offscreen
  /// The row's touches: highlight and tap (the platform feeds it and applies its effects).
  package var touches = RowTouchStateMachine()
  /// Whether the row is highlighted (touch down on a tappable, highlightable row).
  package var isHighlighted: Bool { touches.isHighlighted }
  /// The engine of the stack the row is in; `nil` once removed. Found through the row's block
  /// (see ``ExtentIndexIdentity``): no weak reference per row.
  var owner: (any RowStateOwner)? { block?.indexIdentity.owner }
  /// The engine of the stack the row is in or was last in: a removed row still reports its
  /// problems there.
  var lastOwner: (any RowStateOwner)? { (block?.indexIdentity ?? departedIndex)?.owner }
  /// The object the engine of ``lastOwner`` serves (the platform's stack), if it set one: a row
  /// reaches its stack through it without a reference per row.
  package var lastOwnerObject: AnyObject? { lastOwner?.ownerObject }
  /// The identity of the index of the stack the row was removed from; `nil` while it is in one.
  @exclusivity(unchecked) var departedIndex: ExtentIndexIdentity?
  /// The row's hide or show that has started and not ended yet.
  @exclusivity(unchecked) var transition: RowTransition?
  /// The identities the row is found by (its controller and that controller's view, or its plain
  /// view), as they were when it was added; removal forgets exactly these.
  @exclusivity(unchecked) var contentKeys = RowContentKeys()
  // The one-byte settings and flags last, together: stored properties are laid out in order, and
  // each one between wider ones would cost padding in every row.
  /// Whether the row is hidden (it then takes no space).
  @exclusivity(unchecked) package var isHidden = false
  /// Whether the row's own separator is hidden (before `autoHideLastRowSeparator` applies).
  @exclusivity(unchecked) package var isSeparatorHidden: Bool
  /// Whether ``measuredLength`` is provisional: the stack's estimate (`estimatedRowLength`), or a
  /// measurement taken out of the hierarchy by a platform whose measurements depend on it (UIKit).
  /// The row is measured (again) when it is displayed.
  @exclusivity(unchecked) package var hasProvisionalLength = false
  /// The kind of visibility the delegate was last told about (`nil`: not visible, or never told).
  @exclusivity(unchecked) package var reportedVisibility: ScrollStackRowVisibility.Kind?
  /// Whether the platform mounted the row's content (containment done) and has not unmounted it.
  package var isContentMounted: Bool {
    get { isContentMountedStorage }
    set { isContentMountedStorage = newValue }
  }
  /// Whether the row's view is in the stack (see ``ScrollStackRowAttachment``); only for a row
  /// whose content is mounted.
  package var isDisplayed: Bool {
    get { isDisplayedStorage }
    set { isDisplayedStorage = newValue }
  }
  // The two flags above are read by the platform's module for every row it mounts, displays
  // and places. Another module reading a stored property directly checks the access for
  // exclusivity at run time (about 75 instructions; `@exclusivity(unchecked)` holds inside this
  // module only): it reads them through these accessors instead.
  /// ``isContentMounted``.
  @exclusivity(unchecked) private var isContentMountedStorage = false
  /// ``isDisplayed``.
  @exclusivity(unchecked) private var isDisplayedStorage = false
  /// Whether the row was just inserted by an animated change: the platform places it with no
  /// length at its place (``RowLayout/collapsed(along:)``) before the animation grows it. Set for
  /// the change only.
  @exclusivity(unchecked) package var growsIn = false

  /// Gives the row back the insets and padding it was last accepted with, each absolute or
  /// directional as it was then.
  package func restoreAcceptedSpacing() {
    guard let accepted = acceptedLayout else { return }
    let spacing: RowDirectionalSettings = [.insets, .padding]
    let kinds = layout.directional.subtracting(spacing).union(accepted.directional.intersection(spacing))
    layout = layout.replacing(insets: accepted.insets, padding: accepted.padding, directional: kinds)
    acceptedLayout = nil
  }

  /// Records that the current insets and padding are the accepted ones.
  package func acceptCurrentSpacing() {
    // Written only when set: nearly every row accepts its spacing at once (no release of nothing).
    if acceptedLayout != nil { acceptedLayout = nil }
  }

  /// Reports a problem with a setting through the owning stack (or the global handler when the
  /// row is in no stack).
  package func report(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
    if let owner = lastOwner {
      owner.report(kind, operation, message)
    } else {
      StackDiagnostics.report(StackDiagnostic(kind: kind, operation: operation, message: message), to: nil)
    }
  }

  /// Tells the owning engine that a setting changed: it measures the row again at once and asks
  /// for one layout pass for all the changes of the current turn.
  package func settingsDidChange() {
    owner?.rowSettingsDidChange(self)
  }

  /// Reports that `isHidden` was set on a row that has left its stack: the row then acts as a
  /// plain view, so only its own view was hidden or shown.
  package func reportViewOnlyHiddenChange() {
    report(.staleRow, "isHidden", "The row is no longer in its stack; only its view was hidden or shown.")
  }

  /// Reports that `setting` was changed on a row that has left its stack, and was ignored.
  package func reportIgnoredChange(_ setting: String) {
    report(.staleRow, setting, "The row is no longer in its stack; the change was ignored.")
  }

  /// Sets the separator's thickness through ``change(_:_:)`` (one coalesced layout pass). NaN,
  /// infinite or negative values are reported (``StackDiagnostic/Kind/invalidSize``) and ignored,
  /// as is any change once the row has left its stack (``StackDiagnostic/Kind/staleRow``).
  package func setSeparatorThickness(_ thickness: CGFloat, _ operation: String) {
    guard thickness.isFinite, thickness >= 0 else {
      report(.invalidSize, operation, "Thickness \(thickness) is invalid; it was ignored.")
      return
    }
    change(operation) { $0.separatorThickness = thickness }
  }

  /// Changes a layout setting with `apply`, then tells the owning engine (see
  /// ``settingsDidChange()``): the row is measured again at once and one layout pass is asked
  /// for, shared by every change of the current turn. A row that has left its stack keeps its
  /// settings (so does a row whose stack was freed): the change is ignored and reported as
  /// ``StackDiagnostic/Kind/staleRow`` under `setting`. Returns whether the change was made.
  @discardableResult
  package func change(_ setting: String, _ apply: (RowState) -> Void) -> Bool {
    guard indexInLiveStack != nil else {
      reportIgnoredChange(setting)
      return false
    }
    apply(self)
    settingsDidChange()
    return true
  }

  // MARK: Private

  /// Replaces one of the three insets settings (stored form: for a directional value, `left` is
  /// leading), keeping the accepted spacing for the insets and padding.
  private func replaceInsets(_ setting: RowDirectionalSettings, with value: StackEdgeInsets, isDirectional: Bool) {
    let isChange = layout.stored(setting) != value || layout.directional.contains(setting) != isDirectional
    changeLayout(isChange, keepingAcceptedSpacing: setting != .separatorInsets) {
      $0.replacing(setting, with: value, isDirectional: isDirectional)
    }
  }

  /// The layout settings whose insets and padding were last accepted, while they differ from the
  /// current ones (from a change until the engine accepts or refuses it); `nil`: the current
  /// ones are accepted.
  @exclusivity(unchecked) private var acceptedLayout: RowLayoutSettings?

  /// Replaces ``layout`` with `make(layout)` when `isChange`; first, when the change is to the
  /// insets or padding (`keepingAcceptedSpacing`), keeps the current ones as the accepted ones.
  private func changeLayout(
    _ isChange: Bool, keepingAcceptedSpacing: Bool, _ make: (RowLayoutSettings) -> RowLayoutSettings
  ) {
    guard isChange else { return }
    if keepingAcceptedSpacing { keepAcceptedSpacing() }
    layout = make(layout)
  }

  /// Keeps the current insets and padding as the accepted ones before either changes, unless
  /// older accepted ones are kept already.
  private func keepAcceptedSpacing() {
    guard acceptedLayout == nil else { return }
    acceptedLayout = layout
  }
}
