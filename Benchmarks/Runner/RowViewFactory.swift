import Foundation
import ScrollStack

// MARK: - RowViewFactory

/// Makes the plain views the rows show: mixed heights from 44 to 120 points, drawn from a seeded
/// generator so that both stacks get rows of the same heights.
@MainActor
enum RowViewFactory {
  // MARK: Internal

  /// The viewport both stacks scroll: a 390×844 phone screen.
  static let viewport = CGSize(width: 390, height: 844)

  /// The range row heights are drawn from, in points.
  static let heights: ClosedRange<Int> = 44...120

  /// `count` views whose intrinsic heights come from `generator`.
  static func makeViews(count: Int, using generator: inout SeededGenerator) -> [IntrinsicSizeView] {
    (0..<count).map { _ in makeView(using: &generator) }
  }

  /// One view whose intrinsic height comes from `generator`.
  static func makeView(using generator: inout SeededGenerator) -> IntrinsicSizeView {
    IntrinsicSizeView(intrinsicSize: CGSize(width: viewport.width, height: randomHeight(using: &generator)))
  }

  /// A row height drawn from ``heights``.
  static func randomHeight(using generator: inout SeededGenerator) -> CGFloat {
    CGFloat(Int.random(in: heights, using: &generator))
  }
}
