// Compiled by scripts/check-uikit.sh against the UIKit layer (never run): a user's file that
// names every seed type and member of DESIGN.md's vocabulary, in the seeds' shapes, through
// `import ScrollStack` alone. If a name is missing, renamed or unreachable (e.g. hidden by the
// module and the class both being called ScrollStack), this file stops compiling.

import ScrollStack
import UIKit

final class SeedTagsViewController: UIViewController, ScrollStackContainableController {
  var isExpanded = false

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStack.ControllerSize?
  {
    isExpanded ? .fixed(170 + 200 + 20) : .fixed(170)
  }

  func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {}
}

final class SeedGalleryViewController: UIViewController, ScrollStackContainableController,
  ScrollStackRowHighlightable, ScrollStackRowAnimatable
{
  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStack.ControllerSize?
  {
    switch axis {
    case .horizontal: return .fixed(300)
    default: return .fitLayoutForAxis
    }
  }

  var isHighlightable: Bool { true }

  func setIsHighlighted(_ isHighlighted: Bool) {
    view.backgroundColor = isHighlighted ? .systemFill : .systemBackground
  }

  var animationInfo: ScrollStackAnimationInfo { ScrollStackAnimationInfo(duration: 1, delay: 0, springDamping: 0.8) }
  func willBeginAnimationTransition(toHide: Bool) {}
  func animateTransition(toHide: Bool) { view.alpha = toHide ? 0 : 1 }
  func didEndAnimationTransition(toHide: Bool) {}
}

final class SeedDelegate: ScrollStackControllerDelegate {
  func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {}
  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility
  ) {}
  func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility
  ) {}
  func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {}
  func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {}
  func scrollStackDidEndScrollingAnimation(_ stackView: ScrollStack) {}
}

@MainActor
func useTheSeedStackAPI(delegate: SeedDelegate) {
  let stackController = ScrollStackViewController()
  let controller: ScrollStackController = stackController
  let stack: ScrollStack = controller.scrollStack
  let tags = SeedTagsViewController()
  let gallery = SeedGalleryViewController()

  stack.stackDelegate = delegate
  stack.axis = .vertical
  stack.rowInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  stack.isSeparatorHidden = false
  stack.separatorInsets = .zero
  stack.autoHideLastRowSeparator = true

  let added: ScrollStackRow? = stack.addRow(controller: tags, at: .top, animated: false, completion: nil)
  let addedRows: [ScrollStackRow] = stack.addRows(controllers: [gallery], at: .bottom, animated: false)
  let plain = UIView(frame: .zero)
  plain.heightAnchor.constraint(equalToConstant: 300).isActive = true
  stack.addRow(view: plain)
  let locations: [ScrollStack.InsertLocation] = [
    .top, .bottom, .atIndex(1), .after(tags), .before(gallery), .afterView(plain), .beforeView(plain),
  ]

  let rows: [ScrollStackRow] = stack.rows
  let isEmpty: Bool = stack.isEmpty
  let notHidden = stack.rows.filter { !$0.isHidden }
  let visible: [ScrollStackRow] = stack.visibleRows
  let entirelyVisible: [ScrollStackRow] = stack.entirelyVisibleRows
  let first: ScrollStackRow? = stack.firstRow
  let last: ScrollStackRow? = stack.lastRow
  let tagsRow: ScrollStackRow? = stack.firstRowForControllerOfType(SeedTagsViewController.self)
  let galleryRow: ScrollStackRow? = stack.rowForController(gallery)
  let visibilities: [ScrollStack.RowVisibility] = [.partial(percentage: 50), .entire, .hidden, .offscreen]
  let positions: [ScrollStack.ScrollPosition] = [.initial, .middle, .final, .automatic]

  if let row = tagsRow {
    row.isSeparatorHidden = true
    row.separatorInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    row.separatorView.color = .separator
    row.separatorView.thickness = 1
    row.rowInsets = .zero
    row.onTap = { tappedRow in _ = tappedRow.index }
    _ = row.controller as? SeedTagsViewController
    _ = row.contentView
    stack.reloadRow(row, animated: true)
  }
  stack.firstRow?.onTap = { row in _ = row.visibility }
  stack.onChangeRow = { row, isRemoved in _ = (row.index, isRemoved, row.controller) }

  stack.reloadRow(index: 0, animated: true, completion: nil)
  stack.reloadRows(indexes: [0, 1], animated: false)
  stack.reloadAllRows(animated: false)
  stack.setRowInsets(index: 0, insets: .zero)
  stack.setRowsInsets(indexes: [0, 1], insets: .zero)
  stack.setRowHidden(index: 0, isHidden: true, animated: true, completion: nil)
  stack.setRowsHidden(indexes: [0, 1, 2], isHidden: true, animated: true)
  stack.moveRow(index: 0, to: 1, animated: true, completion: nil)
  stack.replaceRow(index: 1, withRow: SeedTagsViewController(), animated: true) {}
  stack.scrollToRow(index: 0, at: .middle, animated: true)
  stack.scrollToTop(animated: false)
  stack.scrollToBottom(animated: false)
  let removed: UIViewController? = stack.removeRow(index: 0, animated: false)
  let removedControllers: [UIViewController] = stack.removeRows(indexes: [0], animated: false)
  stack.removeAllRows(animated: true)

  _ = (added, addedRows, locations, rows, isEmpty, notHidden, visible, entirelyVisible, first, last, galleryRow)
  _ = (visibilities, positions, removed, removedControllers)
}

final class SeedSignUpViewController: ScrollingContentViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    contentView = UIView()
    contentView.backgroundColor = nil
    shouldResizeContentViewForKeyboard = true
    shouldAdjustAdditionalSafeAreaInsetsForKeyboard = true
    let scrollView: ScrollingContentScrollView = scrollView
    scrollView.visibilityScrollMargin = 20
    scrollView.scrollRectToVisible(.zero, animated: true, margin: nil)
    scrollView.scrollViewToVisible(contentView, animated: true, margin: 8)
    scrollView.scrollFirstResponderToVisible(animated: true)
  }
}

final class SeedManagerViewController: UIViewController {
  lazy var scrollingContentViewManager = ScrollingContentViewManager(hostViewController: self)
  let contentView = UIView()

  override func loadView() {
    super.loadView()
    scrollingContentViewManager.loadView(forContentView: contentView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollingContentViewManager.contentView = contentView
    scrollingContentViewManager.shouldResizeContentViewForKeyboard = false
    scrollingContentViewManager.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = true
    scrollingContentViewManager.scrollView.keyboardDismissMode = .interactive
    contentView.backgroundColor = nil
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    scrollingContentViewManager.viewWillAppear(animated)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    scrollingContentViewManager.viewWillTransition(to: size, with: coordinator)
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    scrollingContentViewManager.viewSafeAreaInsetsDidChange()
  }
}
