#if canImport(Glibc)
  import Glibc
// MARK: - RawTerminal

#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to put back when the Demo ends, kept where a signal handler can reach
/// them. Written once before raw mode starts and read only to restore it.
nonisolated(unsafe) private var savedTerminalSettings = termios()
nonisolated(unsafe) private var hasSavedTerminalSettings = false

/// Leaves the alternate screen, shows the cursor and restores the saved settings. Only calls
/// async-signal-safe functions, so signal handlers may call it.
private func restoreTerminal() {
  guard hasSavedTerminalSettings else { return }
  let reset = "\u{1B}[?25h\u{1B}[?1049l"
  _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminalSettings)
  hasSavedTerminalSettings = false
}

/// The interactive Demo's terminal: raw keyboard input (no line buffering, no echo) on the
/// alternate screen, restored on ``restore()``, at exit and on SIGINT, SIGTERM and SIGHUP.
public enum RawTerminal {
  // MARK: Public

  /// Whether standard input and output are both terminals.
  public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in columns and lines, or `nil` when it cannot be read.
  public static var size: (columns: Int, lines: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Switches to raw input on the alternate screen and hides the cursor. Returns `false` (and
  /// changes nothing) when the terminal settings cannot be read.
  public static func enter() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    savedTerminalSettings = settings
    hasSavedTerminalSettings = true
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else {
      hasSavedTerminalSettings = false
      return false
    }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { number in
        restoreTerminal()
        _exit(128 + number)
      }
    }
    atexit { restoreTerminal() }
    writeOut("\u{1B}[?1049h\u{1B}[?25l")
    return true
  }

  /// Puts the terminal back as it was before ``enter()``; does nothing when not entered.
  public static func restore() {
    restoreTerminal()
  }

  /// Waits for input and returns the bytes read (an escape sequence arrives in one read), or
  /// `nil` at end of input or on an error.
  public static func readBytes() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 { return Array(buffer.prefix(count)) }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  /// Draws `lines` over the previous frame: cursor home, each line cleared to its end, and the
  /// rest of the screen cleared.
  public static func draw(_ lines: [String]) {
    var output = "\u{1B}[H"
    for line in lines { output += line + "\u{1B}[K\r\n" }
    output += "\u{1B}[J"
    writeOut(output)
  }

  /// Writes `text` to standard output at once.
  public static func writeOut(_ text: String) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        write(STDOUT_FILENO, $0.baseAddress.map { $0 + written }, $0.count - written)
      }
      if count <= 0 { break }
      written += count
    }
  }
}
