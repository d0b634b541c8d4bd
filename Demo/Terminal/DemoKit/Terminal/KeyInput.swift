import Foundation

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

/// Turns bytes read from a raw terminal into keys: arrow escape sequences (`ESC [ A`…, and the
/// `ESC O A` application-mode form), Ctrl-C, UTF-8 characters.
public enum KeyDecoder {
  /// The keys in `bytes`, in order; unknown escape sequences are skipped.
  public static func keys(from bytes: [UInt8]) -> [DemoKey] {
    var keys: [DemoKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        if index + 2 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F {
          switch bytes[index + 2] {
          case 0x41: keys.append(.up)
          case 0x42: keys.append(.down)
          case 0x43: keys.append(.right)
          case 0x44: keys.append(.left)
          default: break
          }
          index += 3
        } else {
          keys.append(.escape)
          index += 1
        }
        continue
      }
      if byte == 0x03 {
        keys.append(.interrupt)
        index += 1
        continue
      }
      let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      let end = Swift.min(bytes.count, index + length)
      if let text = String(bytes: bytes[index..<end], encoding: .utf8), let character = text.first {
        keys.append(.character(character))
      }
      index = end
    }
    return keys
  }
}
