import Foundation

// MARK: - CGFloat + DemoText

extension CGFloat {
  /// The value as short text: `48`, `12.5`.
  var demoText: String {
    guard isFinite else { return "\(self)" }
    let rounded = (self * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(Double(rounded))
  }
}
