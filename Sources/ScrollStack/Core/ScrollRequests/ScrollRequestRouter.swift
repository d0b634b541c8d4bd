import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollRequestRouter

/// The scroll requests of one scroll view (`scrollRectToVisible`, `scrollViewToVisible`,
/// `scrollFirstResponderToVisible`, and the system's own `scrollRectToVisible(_:animated:)`),
/// the same for every platform.
///
/// It checks the margin (``visibilityScrollMargin`` when the request gives none), then hands
/// the request to the keyboard core that manages the scroll view, when there is one, so that it
/// waits for the keyboard burst it belongs to; without one it performs it at once through
/// ``ScrollRequest/outcome(in:firstResponder:)``. Problems are reported through
/// ``onDiagnostic`` and ``StackDiagnostics/handler``; nothing traps.
@MainActor
package final class ScrollRequestRouter {
  // MARK: Lifecycle

  /// Creates a router for a scroll view that reports its geometry with `geometry`, its first
  /// responder with `firstResponder`, and moves its offset with `writer`, the one its owner
  /// hands out (a stack's engine scroll, a plain scroll view's `setContentOffset(_:animated:)`).
  package init(
    geometry: @escaping () -> ScrollViewGeometry?, firstResponder: @escaping () -> ScrollRequestTarget?,
    writer: ContentOffsetWriter
  ) {
    self.geometry = geometry
    self.firstResponder = firstResponder
    self.writer = writer
  }

  // MARK: Package

  /// Hears every problem, besides ``StackDiagnostics/handler``; `nil` by default.
  package var onDiagnostic: ((StackDiagnostic) -> Void)?

  /// The keyboard core that manages the scroll view, if any; requests wait for its filter.
  package weak var avoidance: KeyboardAvoidanceController? {
    didSet { avoidance?.visibilityScrollMargin = margin }
  }

  /// The room, in points, kept around a target by requests that give no margin; 0 by default.
  /// A negative or non-finite value is reported and replaced by 0.
  package var visibilityScrollMargin: CGFloat {
    get { margin }
    set {
      margin = checked(newValue, operation: "visibilityScrollMargin")
      avoidance?.visibilityScrollMargin = margin
    }
  }

  /// Makes `target` visible with `margin` points of room (``visibilityScrollMargin`` when
  /// `nil`); `operation` names the call in diagnostics.
  package func request(_ target: ScrollRequest.Target, animated: Bool, margin: CGFloat?, operation: String) {
    let room = margin.map { checked($0, operation: operation) } ?? self.margin
    if let avoidance {
      switch target {
      case .target(let given): avoidance.scrollToVisible(given, animated: animated, margin: room)
      case .firstResponder: avoidance.scrollFirstResponderToVisible(animated: animated, margin: room)
      }
      return
    }
    guard let geometry = geometry() else { return }
    let request = ScrollRequest(target: target, animated: animated, margin: room)
    switch request.outcome(in: geometry, firstResponder: firstResponder) {
    case .scroll(let offset): writer.setContentOffset(offset, animated: animated)
    case .none: break
    case .rejected(let diagnostic): report(diagnostic)
    }
  }

  // MARK: Private

  private let geometry: () -> ScrollViewGeometry?
  private let firstResponder: () -> ScrollRequestTarget?
  private let writer: ContentOffsetWriter
  private var margin: CGFloat = 0

  private func checked(_ value: CGFloat, operation: String) -> CGFloat {
    let result = ScrollRequest.checkedMargin(value, operation: operation)
    if let diagnostic = result.diagnostic { report(diagnostic) }
    return result.margin
  }

  private func report(_ diagnostic: StackDiagnostic) {
    StackDiagnostics.report(diagnostic, to: onDiagnostic)
  }
}
