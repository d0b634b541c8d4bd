// MARK: - SeededGenerator

/// SplitMix64: a tiny, reproducible random number generator, so that every run (and both
/// stacks within a run) sees the same row heights, offsets and positions.
struct SeededGenerator: RandomNumberGenerator {
  // MARK: Lifecycle

  init(seed: UInt64) {
    state = seed
  }

  // MARK: Internal

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  // MARK: Private

  private var state: UInt64
}
