// MARK: - StackDiagnostic

/// A report that a call was refused or corrected because its input was invalid.
///
/// The stack never crashes on bad input: it leaves itself consistent, returns `nil`, `false`
/// or an empty result, still calls the completion once, and reports what happened through the
/// stack's `onDiagnostic` hook (and ``StackDiagnostics/handler`` when that is set).
public struct StackDiagnostic: Hashable, Sendable, CustomStringConvertible {
  // MARK: Lifecycle

  /// Creates a diagnostic.
  public init(kind: Kind, operation: String, message: String) {
    self.kind = kind
    self.operation = operation
    self.message = message
  }

  // MARK: Public

  /// What kind of problem was found.
  public let kind: Kind
  /// The API that reported it, e.g. `"removeRow(index:)"`.
  public let operation: String
  /// A sentence that explains the problem and what was done instead.
  public let message: String

  /// `"[kind] operation: message"`.
  public var description: String { "[\(kind.rawValue)] \(operation): \(message)" }
}
