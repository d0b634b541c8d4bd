// Compiled by scripts/check-uikit.sh and scripts/check-apple-sdks.sh against the UIKit layer
// (never run): a screen written as ScrollStackController 1.7's users write it — its README's and
// demo app's calls and its public members that this package spells otherwise — with only the
// import changed. Those spellings are deprecated aliases here, so the class is deprecated too:
// inside it they do not warn, and the checks' -warnings-as-errors still holds for every other
// use. Two forms do not compile and are left out (see docs/Migrating-from-ScrollStackController.md):
// `rowForController(vc)!.index` read into a `let` of its own (it is the row's `Int?` here), and
// `if let` on `visibleRows` or `removeRows` (never `nil` here: drop it).

import ScrollStack
import UIKit

@available(*, deprecated, message: "ScrollStackController 1.7's spellings, kept to check they compile.")
final class ScrollStackControllerStyleViewController: UIViewController {
  private let stackController = ScrollStackViewController()
  private let notesController = UIViewController()
  private let tagsController = UIViewController()
  private let banner = UIView()

  var stackView: ScrollStack { stackController.scrollStack }

  override func viewDidLoad() {
    super.viewDidLoad()
    stackController.automaticallyFlashScrollIndicators = true
    stackView.hideSeparators = true
    stackView.rowBackgroundColor = .systemBackground
    stackView.rowHighlightColor = ScrollStack.defaultRowHighlightColor
    stackView.addRows(controllers: [notesController, tagsController], animated: false)
    stackView.addRow(view: banner, at: .top, animated: true)
    stackView.setRowPadding(indexes: [0, 1], padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
  }

  func toggleAxis() {
    stackView.toggleAxis(animated: true)
  }

  func reloadTags() {
    // The row and its index, as ScrollStackController returned them.
    if let (index, cell) = stackView.rowForController(tagsController) {
      cell.rowBackgroundColor = .systemFill
      cell.rowHighlightColor = .systemBlue
      stackView.reloadRow(index: index, animated: true)
    }
    // swift-format-ignore: NeverForceUnwrap
    stackView.reloadRow(index: stackView.rowForController(tagsController)!.index, animated: true)
  }

  func inspectRows() {
    let currentlyVisibleRows = stackView.visibleRows
    print(currentlyVisibleRows.count)
    if stackView.isRowVisible(index: 0) == .entire, !stackView.isRowHidden(index: 1) {
      print("the first row is entirely visible")
    }
    if case .partial(let percentage) = stackView.isRowVisible(index: 1) {
      print("the second row is \(percentage) % visible")
    }
    print(stackView.containsRowForController(notesController))
    if let row = stackView.rowForView(banner)?.cell {
      print(stackView.indexOfRow(row) ?? -1)
    }
  }

  func removeSome() {
    print(stackView.removeRows(indexes: [1, 2], animated: true)?.count ?? 0)
    stackView.firstRow?.removeFromStackView()
    UIView.execute(animated: true, { self.stackView.alpha = 0.5 }, completion: { self.stackView.alpha = 1 })
  }
}
