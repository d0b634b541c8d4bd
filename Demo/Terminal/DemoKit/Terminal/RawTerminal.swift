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
/// Set by the SIGWINCH handler, cleared by ``RawTerminal/readBytes()`` when it reports the resize.
nonisolated(unsafe) private var terminalWasResized: sig_atomic_t = 0

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
/// alternate screen, restored on ``restore()``, at exit and on SIGINT, SIGTERM and SIGHUP; a
/// resize (SIGWINCH) wakes ``readBytes()`` so the Demo redraws at the new size.
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
    signal(SIGWINCH) { _ in terminalWasResized = 1 }
    writeOut("\u{1B}[?1049h\u{1B}[?25l")
    return true
  }

  /// Puts the terminal back as it was before ``enter()``; does nothing when not entered.
  public static func restore() {
    restoreTerminal()
  }

  /// Waits for input and returns the bytes read (an escape sequence arrives in one read); no
  /// bytes when the terminal was resized (after ``enter()``) while waiting or since the last
  /// call; `nil` at end of input or on an error.
  ///
  /// Waits in `poll`, which a signal always interrupts, and at most a quarter of a second at a
  /// time, so a resize signalled just before the wait is noticed too.
  public static func readBytes() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      if terminalWasResized != 0 {
        terminalWasResized = 0
        return []
      }
      var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&input, 1, 250)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      guard ready > 0 else { return nil }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 { return Array(buffer.prefix(count)) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      return nil
    }
  }

  /// Draws `lines` over the previous frame: cursor home, each line cleared to its end, and the
  /// rest of the screen cleared. No line break follows the last line, so a frame as tall as the
  /// terminal does not scroll its first line away.
  public static func draw(_ lines: [String]) {
    let output = "\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J"
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
