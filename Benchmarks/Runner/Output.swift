import Foundation

// MARK: - Output

/// Writes lines to standard output at once (unbuffered), so progress shows while a long run
/// is under way, even through a pipe.
enum Output {
  // MARK: Internal

  static func line(_ text: String = "") {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }
}
