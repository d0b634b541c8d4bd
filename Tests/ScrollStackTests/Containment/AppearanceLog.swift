import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - AppearanceLog

/// Appearance calls of several controllers, in the order they came.
@MainActor
final class AppearanceLog {
  var entries: [String] = []
}
