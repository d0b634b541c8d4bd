import Foundation

// MARK: - ScrollPath

/// The content offsets scroll figures move through, the same for both stacks.
enum ScrollPath {
  // MARK: Internal

  /// The distance a finger drag moves the content per event, in points: about what a slow drag
  /// covers between two frames.
  static let dragStep: CGFloat = 8

  /// `count` offsets of a finger drag that starts at `start` and moves by ``dragStep`` per
  /// event, turning back at either end of `0...maximumOffset`.
  static func drag(count: Int, from start: CGFloat, maximumOffset: CGFloat) -> [CGFloat] {
    guard maximumOffset > 0 else { return Array(repeating: 0, count: count) }
    let period = 2 * maximumOffset
    return (0..<count).map { event in
      let travelled = (start + CGFloat(event + 1) * dragStep).truncatingRemainder(dividingBy: period)
      return travelled <= maximumOffset ? travelled : period - travelled
    }
  }

  /// `count` offsets drawn uniformly from `0...maximumOffset`: jumps anywhere in the content.
  static func jumps(count: Int, maximumOffset: CGFloat, using generator: inout SeededGenerator) -> [CGFloat] {
    (0..<count).map { _ in (CGFloat.random(in: 0...max(0, maximumOffset), using: &generator)).rounded() }
  }
}
