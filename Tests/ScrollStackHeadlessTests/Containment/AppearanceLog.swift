import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - AppearanceLog

/// Appearance calls of several controllers, in the order they came.
@MainActor
final class AppearanceLog {
  var entries: [String] = []
}
