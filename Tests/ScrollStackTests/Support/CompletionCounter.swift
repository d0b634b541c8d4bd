import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - CompletionCounter

/// Counts how many times a completion ran.
@MainActor
final class CompletionCounter {
  private(set) var count = 0
  var handler: () -> Void { { self.count += 1 } }
}
