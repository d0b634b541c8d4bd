import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - HookMutation

/// A change that user code made to the stack from inside a callback, as the model must replay it.
enum HookMutation {
  case insert(any ModelRowController, at: Int)
  case remove(at: Int)
  case setHidden(at: Int, Bool)
  case move(from: Int, to: Int)
}
