import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackRowManaging

/// The row API of the stack, stated without UIKit: the UIKit `ScrollStack` adopts it, and the
/// whole API is written once, in the core.
///
/// Every method is safe with bad input: an index out of range, a removed row or content that is
/// already a row is reported through ``onDiagnostic`` and changes nothing, the method returns
/// `nil`, `false` or an empty result (replacing a row with the content it already shows returns
/// that row), and the completion is still called exactly once.
@MainActor
public protocol ScrollStackRowManaging: AnyObject {
  /// The stack's row type.
  associatedtype Row: ScrollStackRowProtocol
  /// The edge-insets type of the stack's platform (`UIEdgeInsets`).
  associatedtype Insets
  /// The engine behind the stack's API.
  @_spi(Engine) var engine: ScrollStackEngine<Row> { get }
  /// Converts the platform's insets to the portable type.
  @_spi(Engine) static func edgeInsets(from insets: Insets) -> StackEdgeInsets
  /// Converts portable insets to the platform's type.
  @_spi(Engine) static func hostInsets(from insets: StackEdgeInsets) -> Insets
}

// MARK: - Library evolution

// Built with `-enable-library-evolution` (a binary framework), a public protocol's `@_spi`
// requirement needs a default implementation. These are unavailable: the library's stacks
// implement every requirement themselves, and a type outside the library still cannot adopt the
// protocol (its conformance is refused at compile time, as without them). Never called.
extension ScrollStackRowManaging {
  /// Unavailable: a stack's own engine witnesses the requirement.
  @available(*, unavailable, message: "Only the library's stacks adopt ScrollStackRowManaging.")
  @_spi(Engine) public var engine: ScrollStackEngine<Row> {
    fatalError("Only the library's stacks adopt ScrollStackRowManaging.")
  }

  /// Unavailable: a stack's own conversion witnesses the requirement.
  @available(*, unavailable, message: "Only the library's stacks adopt ScrollStackRowManaging.")
  @_spi(Engine) public static func edgeInsets(from insets: Insets) -> StackEdgeInsets {
    fatalError("Only the library's stacks adopt ScrollStackRowManaging.")
  }

  /// Unavailable: a stack's own conversion witnesses the requirement.
  @available(*, unavailable, message: "Only the library's stacks adopt ScrollStackRowManaging.")
  @_spi(Engine) public static func hostInsets(from insets: StackEdgeInsets) -> Insets {
    fatalError("Only the library's stacks adopt ScrollStackRowManaging.")
  }
}

extension ScrollStackRowManaging {
  /// The view controller type rows can hold.
  public typealias Controller = Row.Controller
  /// The view type rows can hold.
  public typealias View = Row.View
  /// Where new rows go; see ``ScrollStackInsertLocation``.
  public typealias InsertLocation = ScrollStackInsertLocation<Row.Controller, Row.View>
  /// How a row is sized along the axis; see ``ScrollStackControllerSize``.
  public typealias ControllerSize = ScrollStackControllerSize
  /// How much of a row can be seen; see ``ScrollStackRowVisibility``.
  public typealias RowVisibility = ScrollStackRowVisibility
  /// Where a scroll request places a row; see ``ScrollStackScrollPosition``.
  public typealias ScrollPosition = ScrollStackScrollPosition

  // MARK: Queries

  /// All rows, hidden ones included, in order.
  public var rows: [Row] { engine.rows }

  /// Whether the stack has no rows.
  public var isEmpty: Bool { engine.rows.isEmpty }

  /// The first row, hidden or not; `nil` when the stack is empty.
  public var firstRow: Row? { engine.rows.first }

  /// The last row, hidden or not; `nil` when the stack is empty.
  public var lastRow: Row? { engine.rows.last }

  /// The rows the user can see at least part of, in order. Costs O(log n + visible rows). A
  /// layout pass that row setting changes left pending runs first, so the answer is current.
  public var visibleRows: [Row] {
    engine.layoutIfNeeded()
    return engine.candidateRange().map { engine.rows[$0] }.filter { $0.rowState.visibility.isVisible }
  }

  /// The rows the user can see entirely, in order. Costs O(log n + visible rows). A pending
  /// layout pass runs first, as for ``visibleRows``.
  public var entirelyVisibleRows: [Row] {
    engine.layoutIfNeeded()
    return engine.candidateRange().map { engine.rows[$0] }.filter { $0.rowState.visibility == .entire }
  }

  /// The seed library's misspelt name for ``entirelyVisibleRows``.
  @available(*, deprecated, renamed: "entirelyVisibleRows")
  public var enterlyVisibleRows: [Row] { entirelyVisibleRows }

  /// The index of `row` in this stack, or `nil` when it is not (or no longer) one of its rows.
  public func index(of row: Row) -> Int? { engine.index(of: row) }

  /// Whether `row` is one of this stack's rows.
  public func containsRow(_ row: Row) -> Bool { engine.index(of: row) != nil }

  /// The row that holds `controller`, or `nil`.
  public func rowForController(_ controller: Controller) -> Row? {
    engine.existingRow(for: .controller(controller))
  }

  /// The row whose content view is `view` (a plain view, or a controller's view), or `nil`.
  public func rowForView(_ view: View) -> Row? {
    engine.existingRow(for: .view(view))
  }

  /// The first row whose controller is of type `type` (or a subclass), or `nil`.
  public func firstRowForControllerOfType<T>(_ type: T.Type) -> Row? {
    engine.rows.first { $0.content.controller is T }
  }

  /// The visibility of the row at `index`, or `nil` (with a diagnostic) for a bad index. A
  /// pending layout pass runs first, as for ``visibleRows``.
  public func visibilityOfRow(index: Int) -> ScrollStackRowVisibility? {
    engine.layoutIfNeeded()
    return engine.row(at: index, "visibilityOfRow(index:)")?.rowState.visibility
  }

  /// The frame of the row at `index` in the stack's content (padding excluded, as `row.frame`
  /// once laid out), whether the row is displayed or not; `nil` (with a diagnostic) for a bad
  /// index. A pending layout pass runs first. On UIKit a row that is not displayed keeps the
  /// view frame it had when it was last displayed: ask here for its place. In a horizontal stack
  /// under a right-to-left layout, the frame is mirrored as the view's is (the first row at the
  /// right).
  public func frameOfRow(index: Int) -> CGRect? {
    engine.layoutIfNeeded()
    guard engine.row(at: index, "frameOfRow(index:)") != nil else { return nil }
    return engine.placedRowFrame(at: index)
  }

  /// Whether any part of the row at `index` can be seen; `false` for a bad index.
  public func isRowVisible(index: Int) -> Bool {
    visibilityOfRow(index: index)?.isVisible ?? false
  }

  // MARK: Settings

  /// Called with every diagnostic this stack reports (bad indexes, stale rows, invalid sizes…);
  /// `nil` by default. ``StackDiagnostics/handler`` is called as well.
  public var onDiagnostic: ((StackDiagnostic) -> Void)? {
    get { engine.onDiagnostic }
    set { engine.onDiagnostic = newValue }
  }

  /// Called after a row is added (`isRemoved == false`) or removed (`true`); `nil` by default.
  /// A replacement reports the removal of the old row, then the addition of the new one. Rows
  /// added or removed while no handler is set are not reported to one set later.
  public var onChangeRow: ((_ row: Row, _ isRemoved: Bool) -> Void)? {
    get { engine.onChangeRow }
    set { engine.onChangeRow = newValue }
  }

  /// Whether the separator of the last shown row is hidden automatically; `false` by default.
  /// Hidden rows do not count: hiding the last row moves the rule to the row before it.
  public var autoHideLastRowSeparator: Bool {
    get { engine.autoHideLastRowSeparator }
    set { engine.setAutoHideLastRowSeparator(newValue) }
  }

  /// Which rows have their view in the stack's hierarchy; ``ScrollStackRowAttachment/automatic``
  /// by default: every row, as the seed library did, until the stack holds more than
  /// ``ScrollStackRowAttachment/automaticWindowingThreshold`` rows, then only the rows within 800
  /// points of the visible area. Returns what was set (``displayedRows`` tells which rows are
  /// displayed). Every row stays contained (its controller a child of the stack's controller)
  /// whatever the attachment; when windowed, a row's view, and its controller's appearance,
  /// follow the window (see ``ScrollStackRowAttachment/windowed(margin:)`` for what that means
  /// for fields and constraints). Changing it displays or takes out rows at once.
  public var rowAttachment: ScrollStackRowAttachment {
    get { engine.requestedRowAttachment }
    set { engine.setRowAttachment(newValue) }
  }

  /// The length a row takes until it is first displayed, instead of being measured when it is
  /// added; `nil` by default (every row is measured as it is added). Only on a windowed stack
  /// (see ``rowAttachment``), and only for rows whose controller does not ask for a fixed size:
  /// adding many self-sizing rows then measures only those in the window. A row is measured when
  /// the window reaches it; when rows above the visible area change length that way, the content
  /// offset moves by the difference, so the content on screen stays where it is. A jump far into
  /// unmeasured rows lands on estimated positions, then corrects them around the landing place.
  /// ``scrollToRow(index:at:animated:completion:)``, ``scrollToTop(animated:completion:)`` and
  /// ``scrollToBottom(animated:completion:)`` measure the rows at their target first and aim
  /// again, so they land exactly where asked.
  /// Changing the axis measures the displayed rows along the new one and gives the others the
  /// estimate again, until the window reaches them.
  /// Switching to ``ScrollStackRowAttachment/all`` measures every estimated row. A length that is
  /// not finite and positive is reported (`invalidSize`) and ignored; rows already added keep
  /// their state when it changes.
  public var estimatedRowLength: CGFloat? {
    get { engine.estimatedRowLength }
    set { engine.setEstimatedRowLength(newValue) }
  }

  /// The rows whose view is in the stack's hierarchy now, in order (see ``rowAttachment``): all
  /// rows when it is ``ScrollStackRowAttachment/all``, else those in the window, a few screens'
  /// worth whatever the number of rows. A layout pass left pending runs first.
  public var displayedRows: [Row] { engine.displayedRows }

  /// The insets new rows get between their edges and their content; `.zero` by default.
  /// Existing rows keep theirs (use ``setRowsInsets(indexes:insets:)``).
  ///
  /// Absolute, as `UIView.layoutMargins`: left stays left in a right-to-left layout. Set the
  /// directional form (`directionalRowInsets` on the UIKit stack) for insets whose leading edge
  /// follows the layout direction. Read after a directional value was set, it is that value
  /// resolved for the stack's current layout direction.
  public var rowInsets: Insets {
    get { Self.hostInsets(from: engine.defaults.layout.absolute(.insets, in: engine.currentLayoutDirection)) }
    set {
      engine.defaults.setInsets(
        .insets, engine.sanitizedInsets(Self.edgeInsets(from: newValue), "rowInsets"), isDirectional: false)
    }
  }

  /// The padding new rows get between their edges and the stack; `.zero` by default.
  ///
  /// Absolute, as ``rowInsets`` (the directional form is `directionalRowPadding` on the UIKit
  /// stack).
  public var rowPadding: Insets {
    get { Self.hostInsets(from: engine.defaults.layout.absolute(.padding, in: engine.currentLayoutDirection)) }
    set {
      engine.defaults.setInsets(
        .padding, engine.sanitizedInsets(Self.edgeInsets(from: newValue), "rowPadding"), isDirectional: false)
    }
  }

  /// Whether new rows hide their separator; `false` by default.
  public var isSeparatorHidden: Bool {
    get { engine.defaults.isSeparatorHidden }
    set { engine.defaults.isSeparatorHidden = newValue }
  }

  /// The separator insets new rows get (across the axis); 15 points on the leading edge by
  /// default, like UIKit's table views (the left edge, or the right one in a right-to-left
  /// layout, where this property then reads `right: 15`).
  ///
  /// Absolute, as ``rowInsets``: a value set here keeps its left on the left in a right-to-left
  /// layout (the directional form is `directionalSeparatorInsets` on the UIKit stack).
  public var separatorInsets: Insets {
    get {
      Self.hostInsets(from: engine.defaults.layout.absolute(.separatorInsets, in: engine.currentLayoutDirection))
    }
    set {
      engine.defaults.setInsets(
        .separatorInsets, engine.sanitizedInsets(Self.edgeInsets(from: newValue), "separatorInsets"),
        isDirectional: false)
    }
  }

  /// The separator thickness new rows get, in points; 1 by default. NaN, infinite or negative
  /// values are reported and ignored.
  public var separatorThickness: CGFloat {
    get { engine.defaults.separatorThickness }
    set {
      guard newValue.isFinite, newValue >= 0 else {
        engine.report(.invalidSize, "separatorThickness", "Thickness \(newValue) is invalid; it was ignored.")
        return
      }
      engine.defaults.separatorThickness = newValue
    }
  }
}
