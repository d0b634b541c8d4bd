import Foundation
import ScrollStackTestSupport

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - StackReferenceModel + HookMutation

extension StackReferenceModel {
  /// Replays a change user code made to the stack.
  @MainActor
  mutating func apply(_ mutation: HookMutation) {
    switch mutation {
    case .insert(let controller, let index):
      let length: CGFloat
      if case .fixed(let fixed) = controller.size { length = fixed } else { length = 0 }
      rows.insert(.init(controller: controller, length: length), at: index)
    case .remove(let index):
      rows.remove(at: index)
    case .setHidden(let index, let hide):
      rows[index].isHidden = hide
    case .move(let from, let to):
      rows.insert(rows.remove(at: from), at: to)
    }
  }
}
