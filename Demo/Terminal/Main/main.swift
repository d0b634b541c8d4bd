import Foundation
import ScrollStackDemoKit

// `swift run ScrollStackDemo`: interactive in a terminal, the scripted tour otherwise.
// `swift run ScrollStackDemo --script`: the scripted tour. `swift run ScrollStackDemo --svg DIR`: pictures in DIR.

let usage = """
  usage: swift run ScrollStackDemo [--script | --svg DIR | --help]
    (no option)  interactive when stdin is a terminal; otherwise the scripted tour
    --script     play the fixed tour, print its frames and the delegate log
    --svg DIR    write SVG pictures of the key moments into DIR
  """

@MainActor
func runScript() -> Int32 {
  let tour = ScriptTour()
  let steps = tour.run()
  // In a terminal, frames fit its width (the transcript scrolls, so not its height).
  let renderer = RawTerminal.size.map { TerminalRenderer(columns: $0.columns) } ?? TerminalRenderer()
  for line in tour.transcript(steps, renderer: renderer) { print(line) }
  return 0
}

@MainActor
func writePictures(to directory: String) -> Int32 {
  let tour = ScriptTour()
  let url = URL(fileURLWithPath: directory, isDirectory: true)
  do {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for picture in tour.pictures(tour.run()) {
      let file = url.appendingPathComponent(picture.fileName)
      try picture.svg.write(to: file, atomically: true, encoding: .utf8)
      print("wrote \(file.path)")
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("Demo: cannot write pictures to \(directory): \(error)\n".utf8))
    return 1
  }
}

@MainActor
func runInteractive() -> Int32 {
  guard RawTerminal.enter() else {
    print("Demo: cannot switch the terminal to raw mode; playing the scripted tour instead.")
    return runScript()
  }
  defer { RawTerminal.restore() }
  let screen = DemoScreen()
  screen.keyHelp = DemoKey.help
  let frameDelay: UInt32 = 40_000
  // Each frame fits the terminal's size as it is when drawn; a resize redraws the last frame.
  var shown = screen.snapshot(caption: "press a key (q quits)")
  func draw(_ frame: DemoFrame) {
    shown = frame
    let size = RawTerminal.size ?? (columns: 80, lines: 24)
    RawTerminal.draw(TerminalRenderer(columns: size.columns, lines: size.lines).render(frame))
  }
  draw(shown)
  while let bytes = RawTerminal.readBytes() {
    if bytes.isEmpty {
      draw(shown)
      continue
    }
    for key in KeyDecoder.keys(from: bytes) {
      if key.quits { return 0 }
      guard let action = key.action else { continue }
      let frames = screen.play(action, framesPerSecond: 25)
      for (index, frame) in frames.enumerated() {
        draw(frame)
        if index < frames.count - 1 { usleep(frameDelay) }
      }
    }
  }
  return 0
}

@MainActor
func main(_ arguments: [String]) -> Int32 {
  switch arguments.first {
  case nil:
    if RawTerminal.isInteractive { return runInteractive() }
    print(
      "ScrollStackDemo: stdin is not a terminal, so here is the scripted tour (`swift run ScrollStackDemo --script`).")
    print("Run `swift run ScrollStackDemo` in a terminal to drive it with the keyboard.\n")
    return runScript()
  case "--script":
    return runScript()
  case "--svg":
    guard arguments.count >= 2 else {
      print(usage)
      return 2
    }
    return writePictures(to: arguments[1])
  case "--help", "-h":
    print(usage)
    return 0
  default:
    print(usage)
    return 2
  }
}

// Top-level code runs on the main actor, so `main` is called directly (no `MainActor.assumeIsolated`,
// which needs macOS 14).
exit(main(Array(ProcessInfo.processInfo.arguments.dropFirst())))
