// The README's UIKit example, verbatim (ReadmeUIKitExampleTests compares the two): type-checked
// against the real iPhoneOS SDK by scripts/check-apple-sdks.sh and against the UIKit interface
// module by scripts/check-uikit.sh. ReadmeExampleTests runs the same screen on the UIKit double.

import ScrollStack
import UIKit

final class GalleryController: UIViewController, ScrollStackContainableController {
  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStack.ControllerSize?
  {
    .fixed(300)
  }
}

final class ProfileViewController: ScrollStackController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let welcome = UILabel()
    welcome.text = "Welcome back"
    welcome.heightAnchor.constraint(equalToConstant: 120).isActive = true
    scrollStack.addRow(view: welcome)
    scrollStack.addRow(controller: GalleryController())
    scrollStack.lastRow?.onTap = { row in print("tapped row \(row.index ?? -1)") }
  }
}
