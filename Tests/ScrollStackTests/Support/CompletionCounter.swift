import Foundation

@testable import ScrollStackCore
@testable import ScrollStack

// MARK: - CompletionCounter

/// Counts how many times a completion ran.
@MainActor
final class CompletionCounter {
  private(set) var count = 0
  var handler: () -> Void { { self.count += 1 } }
}
