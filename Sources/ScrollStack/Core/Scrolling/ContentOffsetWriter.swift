import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ContentOffsetWriter

/// The one way the parts that do not own a scroll view move its content offset: the keyboard
/// core's binding (a revealed field, the top-left kept over a rotation) and the scroll requests
/// (``ScrollRequestRouter``) are handed a writer by whoever owns the scroll view, and never set
/// the offset themselves.
///
/// So every programmatic offset change of one scroll view takes its owner's single path: a stack
/// hands its engine's scroll (clamping on landing, cancelling a running animated scroll, the
/// delegate's scroll, visibility and end-of-animation reports, completions); a plain scroll view
/// hands its own `setContentOffset(_:animated:)`. A writer holds nothing strongly that its owner
/// does not (owners capture themselves weakly), and does nothing once the scroll view is gone.
@MainActor
package struct ContentOffsetWriter {
  // MARK: Lifecycle

  /// A writer that moves the offset with `write(offset, animated)`.
  package init(_ write: @escaping @MainActor (CGPoint, Bool) -> Void) {
    self.write = write
  }

  // MARK: Package

  /// Moves the scroll view's content offset to `offset`, animated or at once, through the owner's
  /// path.
  package func setContentOffset(_ offset: CGPoint, animated: Bool) {
    write(offset, animated)
  }

  // MARK: Private

  private let write: @MainActor (CGPoint, Bool) -> Void
}
