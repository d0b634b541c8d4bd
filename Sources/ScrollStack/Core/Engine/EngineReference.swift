// MARK: - EngineReference

/// A reference to an engine that does not keep it alive, for the closures the engine hands out
/// (animation ends, completions, scroll aims): they find the engine through it, or `nil` once the
/// engine is gone, as a `weak` capture would.
///
/// Not a `weak` reference because a weakly referenced Swift object gets a side table for its
/// reference counts, and from then on every retain and release of it takes the runtime's slow
/// path: the engine is retained on every scroll event and every row setting, so one weak capture
/// made every later scroll event about 300 instructions dearer.
///
/// Lifetime: ``engine`` is set by the engine's `init`, once it is whole, and cleared first thing
/// in its `deinit`, before any of its storage is torn down or freed; nothing else writes it, and
/// it is internal to the module, so no user code can reach it. Everything runs on the main actor,
/// so no read can interleave with the clearing. A closure that reads it after that gets `nil`.
final class EngineReference<Row: ScrollStackRowProtocol> {
  /// The engine, while it lives; `nil` before its `init` finishes and from its `deinit` on.
  unowned(unsafe) var engine: ScrollStackEngine<Row>?
}
