import Foundation
import ScrollStack

// MARK: - WelcomeController

/// The first row: a fixed-size greeting.
@MainActor
public final class WelcomeController: DemoRowController {
  // MARK: Lifecycle

  /// Creates the welcome row.
  public init() { super.init(title: "Welcome") }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// 120 points tall, or 180 points wide on a horizontal stack.
  public override func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? 120 : 180)
  }

  /// A greeting and a hint.
  public override func bodyLines(columns: Int) -> [String] {
    TextWrapping.wrap("Every box is a row: a view controller in a UIKit ScrollStack.", columns: columns)
  }
}
