import Foundation
import Testing

@testable import ScrollStackCore

/// `countOfRowsEnding(before:near:)`, which a scroll uses to find the rows at the edges of the
/// visible interval from the last ones found, gives the search's answer whatever the guess.
@Suite struct ExtentIndexNearCountTests {
  /// A reproducible pseudo-random sequence (a linear congruential one).
  private struct Sequence {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
  }

  @Test func theAnswerFromAGuessIsTheSearchsAtRowEndsAndBetween() {
    var sequence = Sequence(state: 11)
    // Fractional lengths (sums rounded), zero lengths (ends shared by several rows) and a zero
    // tail at the end of the stack.
    var extents = (0..<400).map { _ -> CGFloat in
      sequence.next(5) == 0 ? 0 : CGFloat(44 + sequence.next(77)) / 3
    }
    extents += [CGFloat](repeating: 0, count: 20)
    var index = ExtentIndex(extents: extents)
    var offsets: [CGFloat] = [0, -1, index.total, index.total + 1]
    for row in stride(from: 0, to: extents.count, by: 7) {
      let end = index.end(of: row)
      offsets += [end, end.nextUp, end.nextDown, end + 0.5]
    }
    for offset in offsets {
      let answer = index.countOfRowsEnding(before: offset)
      let guesses = (-3...3).map { answer + $0 } + [0, extents.count, sequence.next(extents.count + 1), -5, 10_000]
      for guess in guesses {
        #expect(
          index.countOfRowsEnding(before: offset, near: guess) == answer, "offset \(offset), guess \(guess)")
      }
    }
  }

  @Test func aGuessStaysRightAfterRowsChange() {
    var sequence = Sequence(state: 5)
    var index = ExtentIndex(extents: (0..<200).map { _ in CGFloat(1 + sequence.next(90)) })
    for step in 0..<60 {
      switch step % 3 {
      case 0: _ = index.insert(contentsOf: [CGFloat(sequence.next(60))], at: sequence.next(index.count + 1))
      case 1: _ = index.remove(at: sequence.next(index.count))
      default: _ = index.setExtent(CGFloat(sequence.next(60)), at: sequence.next(index.count))
      }
      let offset = CGFloat(sequence.next(Int(index.total) + 1))
      let answer = index.countOfRowsEnding(before: offset)
      for guess in [answer - 2, answer - 1, answer, answer + 1, answer + 2] {
        #expect(index.countOfRowsEnding(before: offset, near: guess) == answer, "step \(step), guess \(guess)")
      }
    }
  }
}
