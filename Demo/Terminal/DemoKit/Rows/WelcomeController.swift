import Foundation
import ScrollStackHeadless

// MARK: - WelcomeController

/// The first row: a fixed-size greeting.
@MainActor
public final class WelcomeController: DemoRowController {
  // MARK: Lifecycle

  /// Creates the welcome row.
  public init() { super.init(title: "Welcome") }

  // MARK: Public

  /// 120 points tall, or 180 points wide on a horizontal stack.
  public override func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 120 : 180)
  }

  /// A greeting and a hint.
  public override func bodyLines(columns: Int) -> [String] {
    TextWrapping.wrap("Every box is a row: a view controller in a headless ScrollStack.", columns: columns)
  }
}
