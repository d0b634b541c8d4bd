import ScrollStackMallocProbe

// MARK: - MemoryProbe

/// Reads how many bytes the process's `malloc` has handed out and not yet freed.
///
/// Linux: `mallinfo2()` — `uordblks` (bytes in use in the arenas) plus `hblkhd` (bytes in
/// blocks `malloc` took directly with `mmap`). Darwin: `malloc_zone_statistics` over every
/// zone, `size_in_use`. Memory that never went through `malloc` (stacks, code) is not counted.
/// The reading is done in C (`Benchmarks/MallocProbe`): Swift's Glibc module has no `malloc.h`.
enum MemoryProbe {
  // MARK: Internal

  /// Whether this platform has a probe; `false` means ``bytesInUse()`` always returns 0.
  static var isAvailable: Bool { malloc_probe_is_available() != 0 }

  /// The bytes currently allocated through `malloc`.
  static func bytesInUse() -> Int { Int(malloc_probe_bytes_in_use()) }
}
