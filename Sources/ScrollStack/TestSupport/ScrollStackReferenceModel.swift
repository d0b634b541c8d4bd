import Foundation
@_spi(Engine) import ScrollStack

// MARK: - ScrollStackReferenceModel

/// A stack reduced to what decides its layout (each row's length, hidden flag, insets and
/// padding, and the axis), with the expected places, content length and visibility computed the
/// naive way: sums from the first row and a brute-force visibility pass.
///
/// A test changes the stack and the model the same way, then asks ``violations(in:)`` whether
/// the stack still matches. `Tag` is whatever the test uses to recognise a row (its controller, a
/// title); use `Void` when nothing is needed.
///
/// ```swift
/// var model = ScrollStackReferenceModel<Void>()
/// let label = UILabel()
/// label.text = "Hello"
/// label.heightAnchor.constraint(equalToConstant: 100).isActive = true
/// stack.addRow(view: label)
/// model.rows.append(.init(length: 100))
/// stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
/// model.rows[0].insets = StackEdgeInsets(top: 10, bottom: 10)
/// stack.layoutIfNeeded()
/// #expect(model.violations(in: stack) == [])
/// #expect(model.contentLength == 120)
/// ```
///
/// The model sums naively: with rows at more than 2^52 points, or extents that lose digits when
/// added, it can differ from the stack (which sums exactly) in the last bits.
public struct ScrollStackReferenceModel<Tag> {
  // MARK: Lifecycle

  /// A model of `rows`, stacked along `axis` (vertical by default).
  public init(axis: StackAxis = .vertical, rows: [Row] = []) {
    self.axis = axis
    self.rows = rows
  }

  // MARK: Public

  /// The rows, in the stack's order.
  public var rows: [Row]
  /// The axis the rows follow each other along.
  public var axis: StackAxis

  /// The length `row` takes in the stack: its length plus its insets and padding along the axis;
  /// 0 when it is hidden.
  public func extent(of row: Row) -> CGFloat {
    row.isHidden ? 0 : row.length + row.insets.total(along: axis) + row.padding.total(along: axis)
  }

  /// Where the place of the row at `index` starts along the axis: the sum of the extents before
  /// it. An index past the end gives the content length; a negative index gives 0.
  public func start(of index: Int) -> CGFloat {
    rows[..<Swift.min(Swift.max(index, 0), rows.count)].reduce(0) { $0 + extent(of: $1) }
  }

  /// The content length along the axis: the sum of every row's extent.
  public var contentLength: CGFloat { rows.reduce(0) { $0 + extent(of: $1) } }

  /// The expected frame of the row at `index` along the axis: it starts after the row's leading
  /// padding and spans its length plus its insets; a hidden row has a length of 0 at the start
  /// of its place. `nil` for an index out of range.
  public func span(of index: Int) -> (start: CGFloat, length: CGFloat)? {
    guard rows.indices.contains(index) else { return nil }
    let row = rows[index]
    if row.isHidden { return (start(of: index), 0) }
    return (start(of: index) + row.padding.leading(along: axis), row.length + row.insets.total(along: axis))
  }

  /// Every row's visibility through the visible interval `visibleStart..<visibleEnd` along the
  /// axis: hidden rows are `hidden`; a shown row is measured on its frame (its place less its
  /// padding) clipped to its place, with ``ScrollStackRowVisibility/measure(start:end:visibleStart:visibleEnd:)``.
  public func visibility(visibleStart: CGFloat, visibleEnd: CGFloat) -> [ScrollStackRowVisibility] {
    var position: CGFloat = 0
    return rows.map { row in
      defer { position += extent(of: row) }
      if row.isHidden { return .hidden }
      let placeEnd = position + extent(of: row)
      let frameStart = position + row.padding.leading(along: axis)
      let frameEnd = frameStart + row.length + row.insets.total(along: axis)
      let start = Swift.min(Swift.max(frameStart, position), placeEnd)
      let end = Swift.max(Swift.min(frameEnd, placeEnd), start)
      return ScrollStackRowVisibility.measure(
        start: start, end: end, visibleStart: visibleStart, visibleEnd: visibleEnd)
    }
  }

  /// Every row's visibility in `stack`'s current viewport (its content offset and size less its
  /// adjusted content insets), computed from the model alone. A stack with an empty frame shows
  /// nothing: every shown row is `offscreen`.
  @MainActor
  public func visibility(in stack: ScrollStack) -> [ScrollStackRowVisibility] {
    let insets = ScrollStack.edgeInsets(from: stack.adjustedContentInset)
    let size = stack.frame.size
    let offset = stack.contentOffset.coordinate(along: axis)
    guard size.width > 0 && size.height > 0 else { return rows.map { $0.isHidden ? .hidden : .offscreen } }
    return visibility(
      visibleStart: offset + insets.leading(along: axis),
      visibleEnd: offset + size.length(along: axis) - insets.trailing(along: axis))
  }

  /// The differences between `stack` and the model, one readable line each; empty when the stack
  /// has as many rows, the same axis, each row's frame where ``span(of:)`` puts it along the axis,
  /// the model's ``contentLength`` and the visibility ``visibility(in:)`` computes. Values are
  /// compared exactly.
  @MainActor
  public func violations(in stack: ScrollStack) -> [String] {
    guard stack.rows.count == rows.count else { return ["\(stack.rows.count) rows, the model has \(rows.count)"] }
    var problems: [String] = []
    if stack.engine.axis != axis { problems.append("axis \(stack.engine.axis), the model's is \(axis)") }
    let expectedVisibility = visibility(in: stack)
    for (index, row) in stack.rows.enumerated() {
      let frame = stack.placedFrame(of: row)
      if let span = span(of: index),
        frame.start(along: axis) != span.start || frame.size.length(along: axis) != span.length
      {
        problems.append(
          "row \(index) spans \(frame.start(along: axis)) + \(frame.size.length(along: axis)), "
            + "expected \(span.start) + \(span.length)")
      }
      if row.visibility != expectedVisibility[index] {
        problems.append("row \(index) is \(row.visibility), expected \(expectedVisibility[index])")
      }
    }
    let length = stack.contentSize.length(along: axis)
    if length != contentLength { problems.append("content length \(length), expected \(contentLength)") }
    return problems
  }
}

extension ScrollStackReferenceModel: Sendable where Tag: Sendable {}
