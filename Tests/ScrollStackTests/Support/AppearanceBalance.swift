import Foundation

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

// MARK: - AppearanceBalance

/// Checks that row controllers' appearance follows their display: every displayed controller row
/// of a stack whose controller has appeared has appeared, every other controller (not displayed,
/// or removed: `others`) has disappeared, and each one's appearance calls were balanced (every
/// `viewWillAppear`/`viewWillDisappear` matched by its `did` call, in an order UIKit allows).
@MainActor
enum AppearanceBalance {
  /// What is wrong with the appearance of `stack`'s row controllers and of `others`, one line per
  /// controller; empty when all is well.
  static func problems(in stack: ScrollStack, others: [LoggingViewController] = []) -> [String] {
    var problems: [String] = []
    let stackAppeared = stack.parentController?.appearanceForwarder.container == .appeared
    var checked = Set<ObjectIdentifier>()
    for (index, row) in stack.rows.enumerated() {
      guard let controller = row.controller as? LoggingViewController else { continue }
      checked.insert(ObjectIdentifier(controller))
      let expected: ContainerAppearance = stackAppeared && row.isDisplayed ? .appeared : .disappeared
      let name = "row \(index) (\(controller.title ?? "?"), \(row.isDisplayed ? "displayed" : "not displayed"))"
      problems += self.problems(of: controller, expected: expected, name)
    }
    for controller in others where !checked.contains(ObjectIdentifier(controller)) {
      problems += self.problems(of: controller, expected: .disappeared, controller.title ?? "removed controller")
    }
    return problems
  }

  /// The state `controller`'s appearance calls lead to, or a description of the first call that
  /// does not follow from the calls before it.
  static func replay(_ controller: LoggingViewController) -> Result<ContainerAppearance, Unbalanced> {
    var state = ContainerAppearance.disappeared
    for event in controller.lifecycleLog {
      let next: ContainerAppearance?
      switch (event, state) {
      case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
      case (.viewDidAppear, .appearing): next = .appeared
      case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
      case (.viewDidDisappear, .disappearing): next = .disappeared
      case (.viewWillAppear, _), (.viewDidAppear, _), (.viewWillDisappear, _), (.viewDidDisappear, _): next = nil
      default: continue
      }
      guard let next else { return .failure(Unbalanced(description: "\(event) while \(state)")) }
      state = next
    }
    return .success(state)
  }

  /// A call that does not follow from the calls before it.
  struct Unbalanced: Error {
    let description: String
  }

  // MARK: Private

  private static func problems(of controller: LoggingViewController, expected: ContainerAppearance, _ name: String)
    -> [String]
  {
    switch replay(controller) {
    case .failure(let unbalanced):
      return ["\(name): unbalanced calls: \(unbalanced.description)"]
    case .success(let state) where state != expected:
      return ["\(name): \(state), expected \(expected)"]
    case .success:
      return controller.appearance == expected ? [] : ["\(name): in state \(controller.appearance)"]
    }
  }
}
