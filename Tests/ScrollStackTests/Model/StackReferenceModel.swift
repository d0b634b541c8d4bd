import Foundation
import ScrollStackTestSupport

@testable import ScrollStack
@testable import ScrollStackCore

/// The reference the random tests check the stack against: the public model, each row tagged
/// with its controller.
typealias StackReferenceModel = ScrollStackReferenceModel<any ModelRowController>

extension ScrollStackReferenceModel.Row where Tag == any ModelRowController {
  /// A shown row of `length` points holding `controller`.
  init(controller: any ModelRowController, length: CGFloat) {
    self.init(tag: controller, length: length)
  }

  /// The row's controller.
  var controller: any ModelRowController { tag }
}

/// A row controller the model can size: its fixed length is in `size`.
@MainActor
protocol ModelRowController: UIViewController {
  var size: ScrollStackControllerSize? { get set }
}

extension SizedController: ModelRowController {}
