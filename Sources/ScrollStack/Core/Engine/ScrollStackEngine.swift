import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine

/// The row-stack engine behind the UIKit stack.
///
/// It keeps the rows in order, their sizes in an ``ExtentIndex``, computes every frame, tracks
/// visibility incrementally and turns each change into ``ScrollStackEvent``s. Users reach it only
/// through a stack's API (``ScrollStackRowManaging``): it is behind the `Engine` SPI because that
/// public protocol names it, and its members are `package`.
@_spi(Engine)
@MainActor
public final class ScrollStackEngine<Row: ScrollStackRowProtocol>: RowStateOwner {
  // MARK: Lifecycle

  /// Creates the engine of the stack `platform` displays (the platform owns the engine).
  package init<Platform: ScrollStackEnginePlatform>(platform: Platform) where Platform.Row == Row {
    self.platform = EnginePlatformConnection(platform)
    reference = EngineReference()
    let index = ExtentIndex()
    indexIdentity = index.identity
    extents = index
    indexIdentity.owner = self
    reference.engine = self
  }

  /// Retires the index's identity: rows the app kept then report no index and refuse their
  /// settings, as removed rows do (their blocks still number them). O(1): no row is visited.
  deinit {
    reference.engine = nil
    indexIdentity.isRetired = true
  }

  /// How the closures this engine hands out find it without keeping it alive (see
  /// ``EngineReference``); cleared by `deinit`.
  nonisolated(unsafe) let reference: EngineReference<Row>

  let platform: EnginePlatformConnection<Row>

  /// The object this engine serves (the platform's stack view), for rows that reach their stack
  /// through their state instead of holding a reference to it (see
  /// ``RowState/lastOwnerObject``), and kept alive across work that reaches the engine other than
  /// through a call on it (``keepingOwnerAlive(_:)``); `nil` until the platform sets it, and once it
  /// is gone.
  package weak var ownerObject: AnyObject?

  // MARK: Internal state

  // The state a scroll or a change reads for each row skips dynamic exclusivity checks
  // (`@exclusivity(unchecked)`): no access to it overlaps another (none is passed inout across a
  // call that could reach it again), and the checks cost more than the work itself.
  @exclusivity(unchecked) package internal(set) var rows: [Row] = []
  @exclusivity(unchecked) var extents: ExtentIndex
  /// The identity of ``extents`` (which never changes), for `deinit`: a `nonisolated` deinit
  /// cannot read ``extents``, and the engine is freed on the main actor, where it lived.
  private nonisolated(unsafe) let indexIdentity: ExtentIndexIdentity
  /// Rows by the identity of their controller and of their content view. Held as `AnyObject`
  /// (``row(withIdentity:)`` gives them back typed): the engine's code is not specialised for the
  /// row type, and a map of a generic value type ran generically, looking up its types at run
  /// time on every insertion. An ``IdentityMap``, not a `Dictionary`: no SipHash per identity.
  ///
  /// The map does not own its rows (``rows`` does): an entry names a row only while that row is
  /// in ``rows`` (``storeRows(_:_:at:)`` adds the entries with the rows, ``discardRows(atOrdered:_:reportingLeaving:)``
  /// takes them out before the rows leave), so it is never read after its row is gone. Owning
  /// them cost a retain and a release of every row added and removed, each a cache miss on a
  /// row made or last touched long before in a bulk change.
  @exclusivity(unchecked) var rowsByContent = IdentityMap()
  @exclusivity(unchecked) package var axis: StackAxis = .vertical
  @exclusivity(unchecked) var defaults = RowDefaults()
  /// The layout direction of the last layout pass (read from the platform once a pass); the rows'
  /// directional settings and a horizontal stack's mirroring follow it.
  @exclusivity(unchecked) package internal(set) var layoutDirection: StackLayoutDirection = .leftToRight
  /// The platform's layout direction now, which the next layout pass will follow: what the
  /// stack's insets getters and setters convert with.
  package var currentLayoutDirection: StackLayoutDirection { platform.layoutDirection }
  /// Whether the last layout pass laid the rows out mirrored (``StackLayoutDirection/mirrorsRows(along:)``
  /// of ``layoutDirection`` along ``axis``). Read here, in the engine's module: another module
  /// reading the stored properties directly checks each access for exclusivity at run time
  /// (`@exclusivity(unchecked)` holds inside this module only), and the platform asks for every
  /// row it places.
  package var mirrorsRows: Bool { layoutDirection.mirrorsRows(along: axis) }
  @exclusivity(unchecked) var autoHideLastRowSeparator = false
  package var onDiagnostic: ((StackDiagnostic) -> Void)?
  @exclusivity(unchecked) var onChangeRow: ((Row, Bool) -> Void)?
  /// The cross length the rows were last measured with.
  @exclusivity(unchecked) var measuredCrossLength: CGFloat = 0
  /// What the visibility passes remember: the tracked rows, the cached spans, the rows flagged
  /// for the next pass.
  @exclusivity(unchecked) var visibilityTracking = VisibilityTracking()
  /// What the next layout pass must hand the platform.
  @exclusivity(unchecked) var layoutPass = LayoutPassState()
  /// The delegate events and completions a change leaves, delivered at its end. Rows are held as
  /// `AnyObject`: the queue's code is then compiled for one concrete type instead of running
  /// generically, which looked up generic types several times per event.
  let events = StackEventQueue<ScrollStackEvent<AnyObject>>()
  /// The controllers and views whose unmounting from a row is under way (their containment
  /// callbacks are running); a new row for one of them is mounted once that ends.
  /// A stack, as deep as unmountings nest (user code unmounting from inside a unmounting's
  /// callbacks), usually empty or of one: a set would hash twice per removed row.
  @exclusivity(unchecked) var unmountingContent: [ObjectIdentifier] = []
  /// Which rows are displayed (their view in the stack) now: ``ScrollStackRowAttachment/all`` or
  /// ``ScrollStackRowAttachment/windowed(margin:)``, never ``ScrollStackRowAttachment/automatic``,
  /// which ``requestedRowAttachment`` resolves to one of them (``resolvedAttachment(forRowCount:)``).
  @exclusivity(unchecked) package internal(set) var rowAttachment: ScrollStackRowAttachment = .all
  /// The attachment the user set (`rowAttachment` of the row API returns it); ``rowAttachment``
  /// is what it resolves to.
  @exclusivity(unchecked) package internal(set) var requestedRowAttachment: ScrollStackRowAttachment = .automatic
  /// The displayed rows of a windowed stack, and the window last computed.
  @exclusivity(unchecked) var rowWindow = RowWindow()
  /// The row whose content last took, or was about to take, the first responder
  /// (``displayForFocus(_:)``, a field in it beginning editing): while it holds the first
  /// responder, the rows next to it stay displayed. Only this row is asked, so a window pass looks
  /// for the first responder in no other row in the window. Kept here, not in ``rowWindow``: a
  /// weak reference would make that value costly to copy.
  weak var focusCandidate: RowState?
  /// The length rows that are not displayed and do not ask for a fixed size take until the
  /// window reaches them; `nil`: every row is measured when it is added.
  @exclusivity(unchecked) package internal(set) var estimatedRowLength: CGFloat?
  /// The rows whose content changed size since the last pass, to be measured again once each
  /// at the start of the next one (``remeasureRowsWhoseContentResized()``); usually empty.
  @exclusivity(unchecked) var rowsWhoseContentResized: [Row] = []
  /// Whether the viewport could show anything at the last viewport change; an empty viewport is
  /// reported once, when it becomes empty.
  var hadUsableViewport = false
  /// The start of the visible interval at the last visibility pass (`nil` before any with a
  /// usable viewport): where the reader was before the viewport changed, so that a cross-length
  /// change keeps the row there at the top (``remeasureForCrossLength(in:)``).
  @exclusivity(unchecked) var lastVisibleStart: CGFloat?
  /// At most how many rows of a stack that displays every row keep an estimate since the last
  /// cross-length change (their previous length) until they come near the screen; zero: none, and
  /// a scroll checks nothing (``measureEstimatedRowsNearScreen(in:)``).
  @exclusivity(unchecked) var estimatedRowsOnScreenBound = 0
  /// The rows an animated removal is collapsing, by the identity of their content (controller or
  /// view): their content stays in them until the animation ends
  /// (``removeCollapsing(atOrdered:_:completion:)``).
  @exclusivity(unchecked) var collapsingRows: [ObjectIdentifier: Row] = [:]
  /// Where the animated scroll being handed to the platform aims once rows it passes are
  /// measured, until the platform takes it (``takeScrollAim()``).
  var pendingScrollAim: (() -> CGPoint?)?

  // MARK: Diagnostics

  func report(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
    StackDiagnostics.report(StackDiagnostic(kind: kind, operation: operation, message: message), to: onDiagnostic)
  }

  // MARK: Events

  func emit(_ event: ScrollStackEvent<Row>) {
    events.enqueue(Self.erased(event))
  }

  /// Queues the report of a row added or removed for `onChangeRow`, only when a handler is set
  /// (no delegate method hears it): removing 100,000 rows queues nothing otherwise.
  func emitRowChange(_ row: Row, isRemoved: Bool) {
    guard onChangeRow != nil else { return }
    emit(.rowDidChange(row: row, isRemoved: isRemoved))
  }

  /// `event` with its row as `AnyObject`, as ``events`` holds it.
  private static func erased(_ event: ScrollStackEvent<Row>) -> ScrollStackEvent<AnyObject> {
    switch event {
    case .didScroll(let offset): return .didScroll(offset: offset)
    case .rowDidBecomeVisible(let row, let index, let state):
      return .rowDidBecomeVisible(row: row, index: index, state: state)
    case .rowDidBecomeHidden(let row, let index, let state):
      return .rowDidBecomeHidden(row: row, index: index, state: state)
    case .didUpdateLayout: return .didUpdateLayout
    case .contentSizeDidChange(let from, let to): return .contentSizeDidChange(from: from, to: to)
    case .didEndScrollingAnimation: return .didEndScrollingAnimation
    case .rowDidChange(let row, let isRemoved): return .rowDidChange(row: row, isRemoved: isRemoved)
    }
  }

  /// Calls `completion` once: at once, or, while events are being delivered, after the events
  /// queued so far (see ``StackEventQueue/complete(_:)``).
  func complete(_ completion: (() -> Void)?) {
    events.complete(completion)
  }

  /// `completion` as a closure that, when it fires during a delivery, waits behind the events
  /// queued so far (see ``StackEventQueue/deferring(_:)``).
  func queued(_ completion: (() -> Void)?) -> () -> Void {
    events.deferring(completion)
  }

  /// Delivers queued events in order, each with its current facts (``currentFacts(for:)``). A
  /// change made by a delegate while events are delivered queues its own events behind the
  /// current ones instead of interleaving them.
  func flushEvents() {
    events.deliver(recheck: currentFacts(for:), to: deliverNow)
  }

  /// Hands `event` to the platform (and a row addition or removal to `onChangeRow`).
  ///
  /// A row that is not of this stack's row type is never queued (every queued row came through
  /// ``emit(_:)`` or the visibility pass); such an event would be dropped.
  func deliverNow(_ queued: ScrollStackEvent<AnyObject>) {
    // Each case makes the platform's event directly: an optional generic event costs a type lookup.
    switch queued {
    case .didScroll(let offset): platform.deliver(.didScroll(offset: offset))
    case .rowDidBecomeVisible(let object, let index, let state):
      guard let row = object as? Row else { return }
      platform.deliver(.rowDidBecomeVisible(row: row, index: index, state: state))
    case .rowDidBecomeHidden(let object, let index, let state):
      guard let row = object as? Row else { return }
      platform.deliver(.rowDidBecomeHidden(row: row, index: index, state: state))
    case .didUpdateLayout: platform.deliver(.didUpdateLayout)
    case .contentSizeDidChange(let from, let to): platform.deliver(.contentSizeDidChange(from: from, to: to))
    case .didEndScrollingAnimation: platform.deliver(.didEndScrollingAnimation)
    case .rowDidChange(let object, let isRemoved):
      guard let row = object as? Row else { return }
      onChangeRow?(row, isRemoved)
      platform.deliver(.rowDidChange(row: row, isRemoved: isRemoved))
    }
  }

  /// The event as it stands when it is delivered. Delegate code that ran since a visibility
  /// event was queued may have moved, hidden, shown or removed its row: the event then tells the
  /// row's current index and visibility, and is dropped when the delegate already knows them
  /// (a row removed before it was reported visible is never reported).
  func currentFacts(for event: ScrollStackEvent<AnyObject>) -> ScrollStackEvent<AnyObject>? {
    let object: AnyObject
    let queuedIndex: Int
    let queuedState: ScrollStackRowVisibility
    let queuedAsVisible: Bool
    switch event {
    case .rowDidBecomeVisible(let eventRow, let index, let state):
      object = eventRow
      queuedIndex = index
      queuedState = state
      queuedAsVisible = true
    case .rowDidBecomeHidden(let eventRow, let index, let state):
      object = eventRow
      queuedIndex = index
      queuedState = state
      queuedAsVisible = false
    default:
      return event
    }
    guard let row = object as? Row else { return nil }
    let state = row.rowState
    let visibility = state.visibility
    let index = self.index(of: row)
    if visibility.isVisible, let index {
      guard state.reportedVisibility != visibility.kind else { return nil }
      state.reportedVisibility = visibility.kind
      // Unchanged facts: the queued event itself (making a new one costs a generic type lookup).
      if queuedAsVisible, queuedIndex == index, queuedState == visibility { return event }
      return .rowDidBecomeVisible(row: row, index: index, state: visibility)
    }
    guard state.reportedVisibility != nil else { return nil }
    state.reportedVisibility = nil
    // A removed row is reported with the index it left from.
    let hiddenIndex = index ?? queuedIndex
    let hiddenState: ScrollStackRowVisibility = visibility.isVisible ? .offscreen : visibility
    if !queuedAsVisible, queuedIndex == hiddenIndex, queuedState == hiddenState { return event }
    return .rowDidBecomeHidden(row: row, index: hiddenIndex, state: hiddenState)
  }

  // MARK: Lookup

  func row(at index: Int, _ operation: String) -> Row? {
    guard rows.indices.contains(index) else {
      report(.indexOutOfRange, operation, "Index \(index) is outside 0..<\(rows.count); nothing was changed.")
      return nil
    }
    return rows[index]
  }

  func index(of row: Row) -> Int? {
    index(ofRowWith: row.rowState)
  }

  /// ``index(of:)`` for the row whose state is `state`, when it is at hand: the engine's code is
  /// not specialised for the row type, so each read of a row's state is a call.
  func index(ofRowWith state: RowState) -> Int? {
    // A row is in this stack exactly when its block is one of this stack's index (a removed row
    // has no block): no read of `rows`, which in this unspecialised code costs more than the rest.
    guard let block = state.block, block.indexIdentity === extents.identity else { return nil }
    return block.start + state.offsetInBlock
  }

  /// The identities a row holding `content` is found by, without allocating.
  func contentKeys(of content: RowContent<Row.Controller, Row.View>) -> RowContentKeys {
    switch content {
    case .controller(let controller):
      return RowContentKeys(ObjectIdentifier(controller), ObjectIdentifier(platform.view(of: controller)))
    case .view(let view):
      return RowContentKeys(ObjectIdentifier(view))
    }
  }

  /// The row that holds exactly this controller (by its own identity) or this view.
  func existingRow(for content: RowContent<Row.Controller, Row.View>) -> Row? {
    // Removing every row empties the map first; each unmounting then asks without hashing.
    guard !rowsByContent.isEmpty else { return nil }
    switch content {
    case .controller(let controller): return row(withIdentity: ObjectIdentifier(controller))
    case .view(let view): return row(withIdentity: ObjectIdentifier(view))
    }
  }

  /// The row found by `identity` (its controller's, its controller's view's or its plain view's)
  /// in ``rowsByContent``, if any.
  func row(withIdentity identity: ObjectIdentifier) -> Row? {
    rowsByContent[identity]?.takeUnretainedValue() as? Row
  }

  /// What is wrong with ``rowsByContent``, for tests: an entry whose row is not in ``rows`` (it
  /// would dangle once the row is freed), or a row in ``rows`` that its identities do not find.
  package func contentMapInconsistencies() -> [String] {
    var problems: [String] = []
    // Compared as addresses: an entry that dangles is never dereferenced here.
    var rowAddresses = Set<UnsafeMutableRawPointer>()
    for (index, row) in rows.enumerated() {
      let address = Unmanaged.passUnretained(row as AnyObject).toOpaque()
      rowAddresses.insert(address)
      row.rowState.contentKeys.forEach { key in
        if rowsByContent[key]?.toOpaque() != address {
          problems.append("row \(index) is not found by one of its identities")
        }
      }
    }
    rowsByContent.forEachValue { entry in
      if !rowAddresses.contains(entry.toOpaque()) {
        problems.append("the content map names a row that is not in the stack")
      }
    }
    return problems
  }

  /// The row that already shows this content in any form: the controller, or its view as a
  /// plain-view row.
  func duplicateRow(for content: RowContent<Row.Controller, Row.View>) -> Row? {
    let keys = contentKeys(of: content)
    if let first = keys.first, let row = row(withIdentity: first) { return row }
    if let second = keys.second, let row = row(withIdentity: second) { return row }
    return nil
  }

  /// A row's setting changed (``RowState/change(_:_:)``): the row is measured again at once and
  /// one layout pass is asked for (``setNeedsLayout()``), whatever the number of changes until it.
  /// The row, not the stack, made the call, and measuring runs user code: the stack is kept alive
  /// for it (``keepingOwnerAlive(_:)``).
  func rowSettingsDidChange(_ state: RowState) {
    guard let index = state.index, rows.indices.contains(index) else { return }
    keepingOwnerAlive {
      state.insets = sanitizedInsets(state.insets, "row settings")
      state.padding = sanitizedInsets(state.padding, "row settings")
      let row = rows[index]
      remeasure(row)
      visibilityTracking.flag(row)
      if state.isDisplayed { layoutPass.invalidate(row) }
      setNeedsLayout()
    }
  }

  func sanitizedInsets(_ insets: StackEdgeInsets, _ operation: String) -> StackEdgeInsets {
    guard insets.isFinite else {
      report(.invalidSize, operation, "Insets \(insets) contain NaN or infinity; those edges were set to zero.")
      return insets.sanitized
    }
    return insets
  }
}
