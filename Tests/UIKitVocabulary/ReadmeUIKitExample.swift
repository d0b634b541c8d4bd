// The README's UIKit example, verbatim (ReadmeUIKitExampleTests compares the two): type-checked
// against the real iPhoneOS SDK by scripts/check-apple-sdks.sh and against the UIKit interface
// module by scripts/check-uikit.sh.

import ScrollStack
import UIKit

final class GalleryController: UIViewController, ScrollStackContainableController {
  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStack.ControllerSize?
  {
    .fixed(300)
  }
}

final class ProfileViewController: UIViewController {
  private let stackController = ScrollStackController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(stackController)
    stackController.view.frame = view.bounds
    stackController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(stackController.view)
    stackController.didMove(toParent: self)

    let stack = stackController.scrollStack
    stack.addRow(controller: GalleryController())
    stack.firstRow?.onTap = { row in print("tapped row \(row.index ?? -1)") }
  }
}
