import Foundation

// MARK: - KeyDecoder

/// Turns bytes read from a raw terminal into keys: arrow escape sequences (`ESC [ A`…, and the
/// `ESC O A` application-mode form), Ctrl-C, UTF-8 characters.
public enum KeyDecoder {
  // MARK: Public

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
