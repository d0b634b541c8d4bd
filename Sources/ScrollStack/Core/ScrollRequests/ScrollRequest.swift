import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollRequest

/// A request to make something visible with some room around it: what every scroll request
/// becomes, whether the keyboard filter holds it or it is performed at once.
///
/// ``outcome(in:firstResponder:)`` decides, against the layout as it is when the request fires,
/// where the offset goes, or why the request is ignored (with the diagnostic to report).
package struct ScrollRequest {
  // MARK: Lifecycle

  /// Creates a request for `target`, animated or not, with `margin` points of room.
  package init(target: Target, animated: Bool, margin: CGFloat) {
    self.target = target
    self.animated = animated
    self.margin = margin
  }

  // MARK: Package

  /// The operation name the diagnostics of a performed request carry.
  package static let operation = "scrollToVisible"

  package var target: Target
  package var animated: Bool
  package var margin: CGFloat

  /// `margin` when it is a finite, non-negative number; otherwise 0, with the diagnostic that
  /// says so (``StackDiagnostic/Kind/invalidSize``) for `operation`.
  package static func checkedMargin(_ margin: CGFloat, operation: String) -> (
    margin: CGFloat, diagnostic: StackDiagnostic?
  ) {
    guard margin.isFinite, margin >= 0 else {
      let diagnostic = StackDiagnostic(
        kind: .invalidSize, operation: operation,
        message: "Margin \(margin) is not a finite, non-negative number; using 0.")
      return (0, diagnostic)
    }
    return (margin, nil)
  }

  /// What the request does against `geometry`, the scroll view as laid out now.
  ///
  /// The target is resolved now (`firstResponder` is asked only for a first-responder request).
  /// A target that no longer resolves, lies entirely outside the content, or is not a usable
  /// rectangle (NaN, infinite, negative or implausibly large) is rejected with a diagnostic; a
  /// target partly outside the content scrolls as far as the legal offsets allow; a target
  /// already visible with its margin changes nothing.
  @MainActor
  package func outcome(in geometry: ScrollViewGeometry, firstResponder: () -> ScrollRequestTarget?) -> Outcome {
    let resolved: ScrollRequestTarget
    switch target {
    case .target(let given):
      resolved = given
    case .firstResponder:
      guard let responder = firstResponder() else { return .none }
      resolved = responder
    }
    guard let rect = resolved.resolvedRect() else {
      return reject(.targetOutsideContent, "The target is no longer part of the scroll content; ignored.")
    }
    if let problem = KeyboardInputValidation.problem(with: rect) {
      return reject(.invalidSize, "The target rectangle \(rect.compactText) \(problem); ignored.")
    }
    let content = geometry.contentRect
    let touchesContent =
      rect.maxX >= content.minX && rect.minX <= content.maxX && rect.maxY >= content.minY
      && rect.minY <= content.maxY
    guard touchesContent else {
      return reject(
        .targetOutsideContent,
        "The target \(rect.compactText) lies outside the content \(content.compactText); ignored.")
    }
    let offset = geometry.offset(toMakeVisible: rect, margin: margin)
    return offset == geometry.contentOffset ? .none : .scroll(to: offset)
  }

  // MARK: Private

  private func reject(_ kind: StackDiagnostic.Kind, _ message: String) -> Outcome {
    .rejected(StackDiagnostic(kind: kind, operation: Self.operation, message: message))
  }
}
