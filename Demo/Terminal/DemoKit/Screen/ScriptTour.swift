import Foundation

// MARK: - ScriptTour

/// The fixed tour `swift run ScrollStackDemo --script` plays: scroll, expand the tags, hide a row, focus a
/// field with the keyboard up, rotate, and back.
@MainActor
public struct ScriptTour {
  // MARK: Lifecycle

  /// Creates a tour on a new screen.
  public init() {}

  // MARK: Public

  /// The tour's steps: a name, the action, and whether every frame is printed.
  public static let plan: [(name: String, action: DemoAction?, printsEveryFrame: Bool)] = [
    ("initial", nil, false),
    ("scrolled", .scroll(by: 192), false),
    ("tags-expanded", .toggleTags, false),
    ("row-hidden", .toggleRowHidden, true),
    ("keyboard-up", .focusNextField, true),
    ("next-field", .focusNextField, false),
    ("rotated", .rotate, false),
    ("rotated-back", .rotate, false),
    ("keyboard-down", .dismissKeyboard, false),
  ]

  /// The screen the tour plays on.
  public let screen = DemoScreen()

  /// Plays every step of ``plan`` at `framesPerSecond` and returns them.
  public func run(framesPerSecond: Double = 20) -> [Step] {
    Self.plan.map { name, action, printsEveryFrame in
      let frames: [DemoFrame]
      if let action {
        frames = screen.play(action, framesPerSecond: framesPerSecond)
      } else {
        frames = [screen.snapshot(caption: "initial screen")]
      }
      return Step(name: name, action: action, frames: frames, printsEveryFrame: printsEveryFrame)
    }
  }

  /// The steps whose end states `--svg` draws, in order.
  public static let pictureMoments = ["initial", "scrolled", "row-hidden", "keyboard-up", "rotated"]

  /// The SVG pictures of the tour's key moments: `demo-<n>-<moment>.svg` for each of
  /// ``pictureMoments``, then `demo.svg` with all of them side by side.
  public func pictures(_ steps: [Step], renderer: SVGRenderer = SVGRenderer()) -> [(fileName: String, svg: String)] {
    var files: [(fileName: String, svg: String)] = []
    var strip: [DemoFrame] = []
    for (number, name) in Self.pictureMoments.enumerated() {
      guard let frame = steps.first(where: { $0.name == name })?.finalFrame else { continue }
      strip.append(frame)
      files.append(("demo-\(number + 1)-\(name).svg", renderer.render(frame)))
    }
    files.append(("demo.svg", renderer.renderStrip(strip)))
    return files
  }

  /// The tour as text: every step's frames drawn by `renderer`, then the whole delegate log.
  public func transcript(_ steps: [Step], renderer: TerminalRenderer = TerminalRenderer()) -> [String] {
    var lines: [String] = []
    for (number, step) in steps.enumerated() {
      lines.append("━━ step \(number + 1)/\(steps.count): \(step.name) ━━")
      let shown = step.printsEveryFrame ? step.frames : Array(step.frames.suffix(1))
      for frame in shown {
        lines += renderer.render(frame)
        lines.append("")
      }
    }
    lines.append("━━ delegate log ━━")
    lines += screen.eventLog.lines
    return lines
  }
}
