import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - StackLayoutDirection

/// The direction a stack's leading and trailing edges follow: its view's effective user interface
/// layout direction.
///
/// The portable counterpart of `UIUserInterfaceLayoutDirection`. Under `.rightToLeft`, leading
/// means right: directional insets flip, and a horizontal stack runs right to left (its first row
/// at the right, its content offset mirrored). The default of a stack is `.leftToRight` until its
/// view reads otherwise.
public enum StackLayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Leading is left (English, most scripts).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft

  // MARK: Public

  /// Whether a stack along `axis` in this direction lays its rows out mirrored: a horizontal stack
  /// under `.rightToLeft`, whose rows run from the right edge of its content to the left.
  ///
  /// The stack's engine computes every position as if the stack ran left to right (rows from
  /// the start, offsets from the first row), and the platform mirrors those positions across the
  /// content's width, as a horizontal `UICollectionViewFlowLayout` does with
  /// `flipsHorizontallyInOppositeLayoutDirection`. A vertical stack is never mirrored: only its
  /// directional insets flip.
  public func mirrorsRows(along axis: StackAxis) -> Bool {
    axis == .horizontal && self == .rightToLeft
  }
}
