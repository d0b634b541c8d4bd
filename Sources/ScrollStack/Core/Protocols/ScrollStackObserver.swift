import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackObserver

/// Told about scrolling, row visibility, layout and content-size changes of a stack. Written once
/// for every platform; adopt the platform's refinement, `ScrollStackControllerDelegate` (UIKit)
/// which fixes ``Stack`` and ``Row``.
///
/// Every method has an empty default implementation; adopt only what you need. A row is reported
/// when its kind of visibility changes (offscreen, hidden, partial, entire), whatever caused it; a
/// change between offscreen and hidden is not reported. A partially visible row's current
/// percentage is always in `row.visibility`.
///
/// A change made from inside a callback is reported after the calls already queued; each call
/// gives the row's index and visibility as they are when it is made.
@MainActor
public protocol ScrollStackObserver: AnyObject {
  /// The stack type (`ScrollStack`).
  associatedtype Stack: AnyObject
  /// The row type (`ScrollStackRow`).
  associatedtype Row: AnyObject

  /// The content offset changed.
  func scrollStackDidScroll(_ stackView: Stack, offset: CGPoint)
  /// A row became partially or entirely visible (or went from one to the other).
  func scrollStackRowDidBecomeVisible(_ stackView: Stack, row: Row, index: Int, state: ScrollStackRowVisibility)
  /// A visible row became offscreen or hidden (or was removed).
  func scrollStackRowDidBecomeHidden(_ stackView: Stack, row: Row, index: Int, state: ScrollStackRowVisibility)
  /// The rows were laid out again (a row was added, removed, hidden, shown or resized).
  func scrollStackDidUpdateLayout(_ stackView: Stack)
  /// The size of the scrollable content changed.
  func scrollStackContentSizeDidChange(_ stackView: Stack, from oldValue: CGSize, to newValue: CGSize)
  /// An animated scroll ended: once per scroll, when it landed or when a newer offset cancelled it.
  func scrollStackDidEndScrollingAnimation(_ stackView: Stack)
}

extension ScrollStackObserver {
  /// Does nothing.
  public func scrollStackDidScroll(_ stackView: Stack, offset: CGPoint) {}
  /// Does nothing.
  public func scrollStackRowDidBecomeVisible(
    _ stackView: Stack, row: Row, index: Int, state: ScrollStackRowVisibility
  ) {}
  /// Does nothing.
  public func scrollStackRowDidBecomeHidden(
    _ stackView: Stack, row: Row, index: Int, state: ScrollStackRowVisibility
  ) {}
  /// Does nothing.
  public func scrollStackDidUpdateLayout(_ stackView: Stack) {}
  /// Does nothing.
  public func scrollStackContentSizeDidChange(_ stackView: Stack, from oldValue: CGSize, to newValue: CGSize) {}
  /// Does nothing.
  public func scrollStackDidEndScrollingAnimation(_ stackView: Stack) {}
}
