import Foundation
import ScrollStack

// MARK: - GalleryController

/// A fixed-size gallery of pictures, like the seed's `GalleryVC`.
@MainActor
public final class GalleryController: DemoRowController {
  // MARK: Lifecycle

  /// Creates the gallery row.
  public init() { super.init(title: "Gallery") }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// `.fixed(288)` tall, or `.fixed(300)` wide on a horizontal stack, whatever it shows.
  public override func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 288 : 300)
  }

  /// A grid of picture tiles.
  public override func bodyLines(columns: Int) -> [String] {
    let tiles = ["▓▓▓▓▓▓", "░░░░░░", "▒▒▒▒▒▒", "██████"]
    var lines = ["fixed size: 288 pt tall"]
    for band in 0..<8 {
      let row = (0..<8).map { tiles[($0 + band / 3) % tiles.count] }.joined(separator: " ")
      lines.append(String(row.prefix(columns)))
    }
    return lines
  }
}
