import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - CGFloat + CompactText

extension CGFloat {
  /// The value itself when finite, otherwise zero.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }

  /// The value rendered without a trailing `.0` when it is whole (`12`, `12.5`).
  package var compactText: String {
    if !isFinite { return "\(self)" }
    let rounded = (self * 100).rounded() / 100
    if rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(describing: Double(rounded))
  }
}
