import Foundation

// MARK: - RowDirectionalSettings

/// Which of a row's insets settings were set with leading/trailing meaning
/// (`NSDirectionalEdgeInsets` in the UIKit API): their stored `left` is the leading inset and their
/// `right` the trailing one. The others are absolute (`UIEdgeInsets`: left is left in either
/// layout direction), as UIKit keeps `layoutMargins` and `directionalLayoutMargins` apart.
package struct RowDirectionalSettings: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The row's insets (between its edges and its content).
  package static let insets = RowDirectionalSettings(rawValue: 1 << 0)
  /// The row's padding (between its edges and the stack).
  package static let padding = RowDirectionalSettings(rawValue: 1 << 1)
  /// The separator's insets.
  package static let separatorInsets = RowDirectionalSettings(rawValue: 1 << 2)
}
