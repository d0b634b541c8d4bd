import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// The trivial reference the random test checks the stack against: an array of rows with the
/// settings that decide their extent, and a brute-force visibility computation.
struct StackReferenceModel {
  struct Entry {
    let controller: any ModelRowController
    var length: CGFloat
    var isHidden = false
    var insets = StackEdgeInsets.zero
    var padding = StackEdgeInsets.zero
  }

  var entries: [Entry] = []
  var axis: StackAxis = .vertical

  func extent(_ entry: Entry) -> CGFloat {
    entry.isHidden ? 0 : entry.length + entry.insets.total(along: axis) + entry.padding.total(along: axis)
  }

  func start(of index: Int) -> CGFloat {
    entries[..<index].reduce(0) { $0 + extent($1) }
  }

  var totalLength: CGFloat { entries.reduce(0) { $0 + extent($1) } }

  /// Visibility of every row, recomputed from nothing but the model and the viewport: measured on
  /// the row's frame (its place less its padding), clipped to its place.
  @MainActor
  func bruteForceVisibility(stack: Headless.ScrollStack) -> [ScrollStackRowVisibility] {
    let insets = stack.adjustedContentInset
    let size = stack.frame.size
    let offset = stack.contentOffset
    let usable = size.width > 0 && size.height > 0
    let visibleStart = offset.coordinate(along: axis) + insets.leading(along: axis)
    let visibleEnd = offset.coordinate(along: axis) + size.length(along: axis) - insets.trailing(along: axis)
    var position: CGFloat = 0
    return entries.map { entry in
      defer { position += extent(entry) }
      if entry.isHidden { return .hidden }
      guard usable else { return .offscreen }
      let placeEnd = position + extent(entry)
      let frameStart = position + entry.padding.leading(along: axis)
      let frameEnd = frameStart + entry.length + entry.insets.total(along: axis)
      let start = Swift.min(Swift.max(frameStart, position), placeEnd)
      let end = Swift.max(Swift.min(frameEnd, placeEnd), start)
      return ScrollStackRowVisibility.measure(
        start: start, end: end, visibleStart: visibleStart, visibleEnd: visibleEnd)
    }
  }
}

/// A row controller the model can size: its fixed length is in `size`.
@MainActor
protocol ModelRowController: Headless.ViewController {
  var size: ScrollStackControllerSize? { get set }
}

extension SizedController: ModelRowController {}
