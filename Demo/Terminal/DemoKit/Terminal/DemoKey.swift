import Foundation

// MARK: - DemoKey

/// A key the interactive Demo understands.
public enum DemoKey: Equatable, Sendable {
  /// An arrow key.
  case up, down, left, right
  /// A printable character.
  case character(Character)
  /// Escape on its own.
  case escape
  /// Ctrl-C (when the terminal passes it through as a byte).
  case interrupt

  // MARK: Public

  /// What the key does, or `nil` for keys without an action (and for quitting keys).
  public var action: DemoAction? {
    switch self {
    case .up, .left, .character("k"): return .scroll(by: -2 * DemoMetrics.lineHeight)
    case .down, .right, .character("j"): return .scroll(by: 2 * DemoMetrics.lineHeight)
    case .character(" "): return .scroll(by: 10 * DemoMetrics.lineHeight)
    case .character("t"): return .toggleTags
    case .character("h"): return .toggleRowHidden
    case .character("f"): return .focusNextField
    case .escape: return .dismissKeyboard
    case .character("r"): return .rotate
    case .character("a"): return .switchAxis
    case .character("n"): return .growNotes
    default: return nil
    }
  }

  /// Whether the key ends the Demo (q, Ctrl-C).
  public var quits: Bool { self == .character("q") || self == .interrupt }

  /// The keys and what they do, for the status line.
  public static let help =
    "↑↓←→/jk scroll · space page · t tags · h hide/show · f focus field · esc keyboard down · "
    + "r rotate · a axis · n grow notes · q quit"
}
