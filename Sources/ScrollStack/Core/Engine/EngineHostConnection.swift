import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - EngineHostConnection

/// The engine's line to its host: every ``ScrollStackEngineHost`` requirement, bound to one host
/// object, so that the engine's type names only the row type (a public generic class cannot name
/// a `package` protocol). The host is held strongly: the stack owns both the engine and the host,
/// and the host refers to the stack without owning it, so there is no cycle (the engine keeps the
/// stack alive across the work that does not come through a call on it:
/// ``ScrollStackEngine/keepingOwnerAlive(_:)``). A strong reference costs nothing per call; an
/// `unowned` one retained and released the host around each (several per added or removed row).
@MainActor
struct EngineHostConnection<Row: ScrollStackRowProtocol> {
  // MARK: Lifecycle

  init<Host: ScrollStackEngineHost>(_ host: Host) where Host.Row == Row {
    makeRowCall = { host.makeRow(for: $0, state: $1) }
    viewCall = { host.view(of: $0) }
    refusalReasonCall = { host.refusalReason(for: $0) }
    attachContentCall = { host.attachContent(of: $0, displays: $1) }
    displayRowCall = { host.displayRow($0) }
    endDisplayingRowCall = { host.endDisplayingRow($0) }
    holdsFirstResponderCall = { host.holdsFirstResponder($0) }
    measuresDetachedRowsExactlyCall = { host.measuresDetachedRowsExactly }
    detachContentCall = { host.detachContent(of: $0) }
    rowDidMoveCall = { host.rowDidMove($0, after: $1, before: $2) }
    requestedSizeCall = { host.requestedSize(for: $0, axis: $1) }
    fittingLengthCall = { host.fittingLength(for: $0, axis: $1, crossLength: $2) }
    reloadContentCall = { host.reloadContent(of: $0, animated: $1) }
    animateLayoutChangeCall = { host.animateLayoutChange(info: $0, animations: $1, completion: $2) }
    scrollGeometryCall = { host.scrollGeometry }
    applyContentSizeCall = { host.applyContentSize($0) }
    applyContentOffsetCall = { host.applyContentOffset($0, animated: $1, completion: $2) }
    rowsNeedLayoutCall = { host.rowsNeedLayout($0) }
    layoutPassNeededCall = { host.layoutPassNeeded() }
    placeRowsNowCall = { host.placeRowsNow() }
    deliverCall = { host.deliver($0) }
  }

  // MARK: Internal

  typealias Content = RowContent<Row.Controller, Row.View>

  // Each forwarder is inlined into the engine: called through the generic struct, every call
  // looked up the struct's metadata at run time (the engine's code is not specialised for the
  // host's row type).

  @inline(__always) func makeRow(for content: Content, state: RowState) -> Row { makeRowCall(content, state) }
  @inline(__always) func view(of controller: Row.Controller) -> Row.View { viewCall(controller) }
  @inline(__always) func refusalReason(for content: Content) -> String? { refusalReasonCall(content) }
  @inline(__always) func attachContent(of row: Row, displays: Bool) { attachContentCall(row, displays) }
  @inline(__always) func displayRow(_ row: Row) { displayRowCall(row) }
  @inline(__always) func endDisplayingRow(_ row: Row) { endDisplayingRowCall(row) }
  @inline(__always) func holdsFirstResponder(_ row: Row) -> Bool { holdsFirstResponderCall(row) }
  @inline(__always) var measuresDetachedRowsExactly: Bool { measuresDetachedRowsExactlyCall() }
  @inline(__always) func detachContent(of row: Row) { detachContentCall(row) }
  @inline(__always) func rowDidMove(_ row: Row, after previous: Row?, before next: Row?) {
    rowDidMoveCall(row, previous, next)
  }
  @inline(__always) func requestedSize(for row: Row, axis: StackAxis) -> ScrollStackControllerSize? {
    requestedSizeCall(row, axis)
  }
  @inline(__always) func fittingLength(for row: Row, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
    fittingLengthCall(row, axis, crossLength)
  }
  @inline(__always) func reloadContent(of row: Row, animated: Bool) { reloadContentCall(row, animated) }
  @inline(__always) func animateLayoutChange(
    info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void
  ) {
    animateLayoutChangeCall(info, animations, completion)
  }
  @inline(__always) var scrollGeometry: ScrollViewGeometry { scrollGeometryCall() }
  @inline(__always) func applyContentSize(_ size: CGSize) { applyContentSizeCall(size) }
  @inline(__always) func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
    applyContentOffsetCall(offset, animated, completion)
  }
  @inline(__always) func rowsNeedLayout(_ changed: [(row: Row, layout: RowLayout)]) { rowsNeedLayoutCall(changed) }
  @inline(__always) func layoutPassNeeded() { layoutPassNeededCall() }
  @inline(__always) func placeRowsNow() { placeRowsNowCall() }
  @inline(__always) func deliver(_ event: ScrollStackEvent<Row>) { deliverCall(event) }

  // MARK: Private

  private let makeRowCall: (Content, RowState) -> Row
  private let viewCall: (Row.Controller) -> Row.View
  private let refusalReasonCall: (Content) -> String?
  private let attachContentCall: (Row, Bool) -> Void
  private let displayRowCall: (Row) -> Void
  private let endDisplayingRowCall: (Row) -> Void
  private let holdsFirstResponderCall: (Row) -> Bool
  private let measuresDetachedRowsExactlyCall: () -> Bool
  private let detachContentCall: (Row) -> Void
  private let rowDidMoveCall: (Row, Row?, Row?) -> Void
  private let requestedSizeCall: (Row, StackAxis) -> ScrollStackControllerSize?
  private let fittingLengthCall: (Row, StackAxis, CGFloat) -> CGFloat
  private let reloadContentCall: (Row, Bool) -> Void
  private let animateLayoutChangeCall: (ScrollStackAnimationInfo, @escaping () -> Void, @escaping () -> Void) -> Void
  private let scrollGeometryCall: () -> ScrollViewGeometry
  private let applyContentSizeCall: (CGSize) -> Void
  private let applyContentOffsetCall: (CGPoint, Bool, @escaping () -> Void) -> Void
  private let rowsNeedLayoutCall: ([(row: Row, layout: RowLayout)]) -> Void
  private let layoutPassNeededCall: () -> Void
  private let placeRowsNowCall: () -> Void
  private let deliverCall: (ScrollStackEvent<Row>) -> Void
}
