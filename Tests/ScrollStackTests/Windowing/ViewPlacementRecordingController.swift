import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A 100-point row controller that records, at each appearance callback, whether its view is in
/// a row that is in a stack; `onWillAppear` runs from its `viewWillAppear`.
@MainActor
final class ViewPlacementRecordingController: LoggingViewController, ScrollStackContainableController {
  /// Each callback with whether the view was in a stack then, as "willAppear out", "didAppear in"….
  var placements: [String] = []
  var onWillAppear: (() -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("willAppear")
    onWillAppear?()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("didDisappear")
  }

  func scrollStackRowSizeForAxis(
    _ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack
  ) -> ScrollStackControllerSize? {
    .fixed(100)
  }

  private func record(_ callback: String) {
    let inStack = view.superview?.superview is ScrollStack
    placements.append("\(callback) \(inStack ? "in" : "out")")
  }
}
