import Testing

@testable import ScrollStackCore

// MARK: - Extent index checks

// Shared by the extent index's tests: where each row sits, and the blocks' shape.

/// Each row's block and offset, by the row's id (`ids` in row order).
func placements(_ index: borrowing ExtentIndex, ids: [Int]) -> [Int: (block: RowBlock, offset: Int)] {
  var result: [Int: (block: RowBlock, offset: Int)] = [:]
  for (position, id) in ids.enumerated() {
    let block = index.blocks[index.blockIndex(containing: position)]
    result[id] = (block, position - block.start)
  }
  return result
}

/// Expects the blocks to cover `count` rows in order, each block's start stored where it is and
/// its length within the index's bounds.
func expectWellFormed(_ index: borrowing ExtentIndex, count: Int) {
  var expectedStart = 0
  for (number, block) in index.blocks.enumerated() {
    #expect(block.start == expectedStart)
    #expect(index.blockStarts[number] == expectedStart)
    let length = index.blockEnd(number) - block.start
    #expect(length >= 1 && length <= ExtentIndex.maximumBlockLength)
    expectedStart += length
  }
  #expect(expectedStart == count)
}
