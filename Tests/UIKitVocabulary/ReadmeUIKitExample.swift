// The README's UIKit example, compiled by scripts/check-uikit.sh so it cannot drift.

import ScrollStack
import UIKit

final class ReadmeGalleryController: UIViewController, ScrollStackContainableController {
  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStack.ControllerSize?
  {
    .fixed(300)
  }
}

final class ReadmeProfileViewController: UIViewController {
  private let stackController = ScrollStackController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(stackController)
    stackController.view.frame = view.bounds
    stackController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(stackController.view)
    stackController.didMove(toParent: self)

    let stack = stackController.scrollStack
    stack.addRow(controller: ReadmeGalleryController())
    stack.firstRow?.onTap = { row in print("tapped row \(row.index ?? -1)") }
  }
}
