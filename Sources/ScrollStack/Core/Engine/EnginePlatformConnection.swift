import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - EnginePlatformConnection

/// The engine's line to its platform: every ``ScrollStackEnginePlatform`` requirement, bound to one platform
/// object, so that the engine's type names only the row type (a public generic class cannot name
/// a `package` protocol). The platform is held strongly: the stack owns both the engine and the platform,
/// and the platform refers to the stack without owning it, so there is no cycle (the engine keeps the
/// stack alive across the work that does not come through a call on it:
/// ``ScrollStackEngine/keepingOwnerAlive(_:)``). A strong reference costs nothing per call; an
/// `unowned` one retained and released the platform around each (several per added or removed row).
@MainActor
struct EnginePlatformConnection<Row: ScrollStackRowProtocol> {
  // MARK: Lifecycle

  init<Platform: ScrollStackEnginePlatform>(_ platform: Platform) where Platform.Row == Row {
    makeRowCall = { platform.makeRow(for: $0, state: $1) }
    viewCall = { platform.view(of: $0) }
    refusalReasonCall = { platform.refusalReason(for: $0) }
    mountContentCall = { platform.mountContent(of: $0, displays: $1) }
    displayRowCall = { platform.displayRow($0) }
    endDisplayingRowCall = { platform.endDisplayingRow($0) }
    holdsFirstResponderCall = { platform.holdsFirstResponder($0) }
    measuresUnmountedRowsExactlyCall = { platform.measuresUnmountedRowsExactly }
    unmountContentCall = { platform.unmountContent(of: $0) }
    rowDidMoveCall = { platform.rowDidMove($0, after: $1, before: $2) }
    requestedSizeCall = { platform.requestedSize(for: $0, axis: $1) }
    fittingLengthCall = { platform.fittingLength(for: $0, axis: $1, crossLength: $2) }
    reloadContentCall = { platform.reloadContent(of: $0, animated: $1) }
    animateLayoutChangeCall = { platform.animateLayoutChange(info: $0, animations: $1, completion: $2) }
    scrollGeometryCall = { platform.scrollGeometry }
    layoutDirectionCall = { platform.layoutDirection }
    applyContentSizeCall = { platform.applyContentSize($0) }
    applyContentOffsetCall = { platform.applyContentOffset($0, animated: $1, completion: $2) }
    rowsNeedLayoutCall = { platform.rowsNeedLayout($0) }
    layoutPassNeededCall = { platform.layoutPassNeeded() }
    placeRowsNowCall = { platform.placeRowsNow() }
    deliverCall = { platform.deliver($0) }
  }

  // MARK: Internal

  typealias Content = RowContent<Row.Controller, Row.View>

  // Each forwarder is inlined into the engine: called through the generic struct, every call
  // looked up the struct's metadata at run time (the engine's code is not specialised for the
  // platform's row type).

  @inline(__always) func makeRow(for content: Content, state: RowState) -> Row { makeRowCall(content, state) }
  @inline(__always) func view(of controller: Row.Controller) -> Row.View { viewCall(controller) }
  @inline(__always) func refusalReason(for content: Content) -> String? { refusalReasonCall(content) }
  @inline(__always) func mountContent(of row: Row, displays: Bool) { mountContentCall(row, displays) }
  @inline(__always) func displayRow(_ row: Row) { displayRowCall(row) }
  @inline(__always) func endDisplayingRow(_ row: Row) { endDisplayingRowCall(row) }
  @inline(__always) func holdsFirstResponder(_ row: Row) -> Bool { holdsFirstResponderCall(row) }
  @inline(__always) var measuresUnmountedRowsExactly: Bool { measuresUnmountedRowsExactlyCall() }
  @inline(__always) func unmountContent(of row: Row) { unmountContentCall(row) }
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
  @inline(__always) var layoutDirection: StackLayoutDirection { layoutDirectionCall() }
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
  private let mountContentCall: (Row, Bool) -> Void
  private let displayRowCall: (Row) -> Void
  private let endDisplayingRowCall: (Row) -> Void
  private let holdsFirstResponderCall: (Row) -> Bool
  private let measuresUnmountedRowsExactlyCall: () -> Bool
  private let unmountContentCall: (Row) -> Void
  private let rowDidMoveCall: (Row, Row?, Row?) -> Void
  private let requestedSizeCall: (Row, StackAxis) -> ScrollStackControllerSize?
  private let fittingLengthCall: (Row, StackAxis, CGFloat) -> CGFloat
  private let reloadContentCall: (Row, Bool) -> Void
  private let animateLayoutChangeCall: (ScrollStackAnimationInfo, @escaping () -> Void, @escaping () -> Void) -> Void
  private let scrollGeometryCall: () -> ScrollViewGeometry
  private let layoutDirectionCall: () -> StackLayoutDirection
  private let applyContentSizeCall: (CGSize) -> Void
  private let applyContentOffsetCall: (CGPoint, Bool, @escaping () -> Void) -> Void
  private let rowsNeedLayoutCall: ([(row: Row, layout: RowLayout)]) -> Void
  private let layoutPassNeededCall: () -> Void
  private let placeRowsNowCall: () -> Void
  private let deliverCall: (ScrollStackEvent<Row>) -> Void
}
