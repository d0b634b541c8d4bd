import Foundation

/// The row-stack engine shared by the headless and UIKit stacks.
///
/// It keeps the rows in order, their sizes in an ``ExtentIndex``, computes every frame, tracks
/// visibility incrementally and turns each change into ``ScrollStackEvent``s. Use it through a
/// stack's API (``ScrollStackRowManaging``); it is public only because the stacks expose it.
@MainActor
public final class ScrollStackEngine<Host: ScrollStackEngineHost>: RowStateOwner {
  typealias Row = Host.Row

  // MARK: Lifecycle

  unowned let host: Host

  init(host: Host) {
    self.host = host
  }

  // MARK: Internal state

  private(set) var rows: [Row] = []
  var extents = ExtentIndex()
  /// Rows by the identity of their controller and of their content view.
  var rowsByContent: [ObjectIdentifier: Row] = [:]
  var axis: StackAxis = .vertical
  var defaults = RowDefaults()
  var autoHideLastRowSeparator = false
  var onDiagnostic: ((StackDiagnostic) -> Void)?
  var onChangeRow: ((Row, Bool) -> Void)?
  /// The cross length the rows were last measured with.
  var measuredCrossLength: CGFloat = 0
  /// A part of the viewport's trailing edge covered by something other than the insets (the
  /// keyboard), which visibility treats as not visible.
  var obscuredInsets = EdgeInsets.zero
  /// The rows that lay in the visible interval at the last visibility pass.
  var trackedRows: [Row] = []
  /// Rows whose visibility must be recomputed at the next pass whatever their position.
  var rowsNeedingVisibilityCheck: [Row] = []
  private var pendingEvents: [ScrollStackEvent<Row>] = []
  private var isDeliveringEvents = false
  var lastContentSize: CGSize = .zero
  /// Whether the viewport could show anything at the last viewport change; an empty viewport is
  /// reported once, when it becomes empty.
  var hadUsableViewport = false

  // MARK: Diagnostics

  func report(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
    let diagnostic = StackDiagnostic(kind: kind, operation: operation, message: message)
    onDiagnostic?(diagnostic)
    StackDiagnostics.handler?(diagnostic)
  }

  // MARK: Events

  func emit(_ event: ScrollStackEvent<Row>) {
    pendingEvents.append(event)
  }

  /// Delivers queued events in order. A change made by a delegate while events are delivered
  /// queues its own events behind the current ones instead of interleaving them.
  func flushEvents() {
    guard !isDeliveringEvents else { return }
    isDeliveringEvents = true
    var position = 0
    while position < pendingEvents.count {
      let event = pendingEvents[position]
      position += 1
      if case .rowDidChange(let row, let isRemoved) = event { onChangeRow?(row, isRemoved) }
      host.deliver(event)
    }
    pendingEvents.removeAll()
    isDeliveringEvents = false
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
    guard let index = row.rowState.index, rows.indices.contains(index), rows[index] === row else { return nil }
    return index
  }

  func contentIdentities(of content: RowContent<Host.Controller, Host.View>) -> [ObjectIdentifier] {
    switch content {
    case .controller(let controller):
      return [ObjectIdentifier(controller), ObjectIdentifier(host.view(of: controller))]
    case .view(let view):
      return [ObjectIdentifier(view)]
    }
  }

  func existingRow(for content: RowContent<Host.Controller, Host.View>) -> Row? {
    for identity in contentIdentities(of: content) {
      if let row = rowsByContent[identity] { return row }
    }
    return nil
  }

  // MARK: Row storage

  func storeRow(_ row: Row, at index: Int) {
    rows.insert(row, at: index)
    extents.insert(extent(of: row), at: index)
    for identity in contentIdentities(of: row.content) { rowsByContent[identity] = row }
    row.rowState.owner = self
    renumber(from: index)
  }

  /// Reports that the visible row at `index`, about to leave the stack, is no longer visible.
  func reportLeaving(at index: Int) {
    let row = rows[index]
    if row.rowState.visibility.isVisible {
      emit(.rowDidBecomeHidden(row: row, index: index, state: .offscreen))
    }
  }

  func discardRow(at index: Int) -> Row {
    let row = rows.remove(at: index)
    extents.remove(at: index)
    row.rowState.visibility = row.rowState.isHidden ? .hidden : .offscreen
    for identity in contentIdentities(of: row.content) where rowsByContent[identity] === row {
      rowsByContent[identity] = nil
    }
    row.rowState.index = nil
    row.rowState.owner = nil
    trackedRows.removeAll { $0 === row }
    rowsNeedingVisibilityCheck.removeAll { $0 === row }
    renumber(from: index)
    return row
  }

  func relocateRow(from source: Int, to destination: Int) {
    let row = rows.remove(at: source)
    rows.insert(row, at: destination)
    var lengths = extents.extents
    let length = lengths.remove(at: source)
    lengths.insert(length, at: destination)
    extents.rebuild(with: lengths)
    renumber(from: Swift.min(source, destination))
  }

  private func renumber(from start: Int) {
    var index = start
    while index < rows.count {
      rows[index].rowState.index = index
      index += 1
    }
  }

  func rowSettingsDidChange(_ state: RowState) {
    guard let index = state.index, rows.indices.contains(index) else { return }
    state.insets = sanitizedInsets(state.insets, "row settings")
    state.padding = sanitizedInsets(state.padding, "row settings")
    remeasure(rows[index])
    rowsNeedingVisibilityCheck.append(rows[index])
    updateLayout()
    flushEvents()
  }

  func sanitizedInsets(_ insets: EdgeInsets, _ operation: String) -> EdgeInsets {
    guard insets.isFinite else {
      report(.invalidSize, operation, "Insets \(insets) contain NaN or infinity; those edges were set to zero.")
      return insets.sanitized
    }
    return insets
  }
}
