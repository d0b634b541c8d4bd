// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// The example's main screen: the seed's rows in a `ScrollStackController`.
  final class ExampleStackViewController: ScrollStackController, ScrollStackControllerDelegate {
    private let welcome = WelcomeViewController()
    private let notes = NotesViewController()
    private let tags = TagsViewController()
    private let gallery = GalleryViewController()
    private let pricing = PricingViewController()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "ScrollStack"
      view.backgroundColor = .systemGroupedBackground
      let stack = scrollStack
      stack.stackDelegate = self
      stack.autoHideLastRowSeparator = true
      stack.addRows(controllers: [welcome, notes, tags, gallery, pricing])
      let signUp = makeSignUpRow()
      stack.addRow(view: signUp)

      // Rows are tapped through `onTap` (iOS 13 and later, no target–action needed): a tapped
      // row highlights while the finger is down and is one button to VoiceOver.
      stack.rowForController(tags)?.onTap = { [weak self] _ in
        self?.tags.toggle()
        self?.reload(self?.tags)
      }
      stack.rowForController(gallery)?.onTap = { [weak self] _ in
        self?.scrollStack.scrollToRow(index: 0, at: .initial, animated: true)
      }
      stack.rowForView(signUp)?.onTap = { [weak self] _ in
        self?.navigationController?.pushViewController(SignUpViewController(), animated: true)
      }
      stack.onChangeRow = { row, isRemoved in
        print(isRemoved ? "removed a row" : "added row \(row.index ?? -1)")
      }

      // Closure-based bar buttons need iOS 14; on iOS 13 the example leaves them out.
      if #available(iOS 14, *) {
        navigationItem.rightBarButtonItems = [
          UIBarButtonItem(primaryAction: UIAction(title: "Shuffle") { [weak self] _ in self?.moveRandomRow() }),
          UIBarButtonItem(primaryAction: UIAction(title: "Welcome") { [weak self] _ in self?.toggleWelcome() }),
        ]
      }
    }

    // MARK: ScrollStackControllerDelegate

    func scrollStackRowDidBecomeVisible(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility
    ) {
      print("row \(index) is now \(state)")
    }

    func scrollStackRowDidBecomeHidden(
      _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStack.RowVisibility
    ) {
      print("row \(index) left the screen (\(state))")
    }

    func scrollStackContentSizeDidChange(_ stackView: ScrollStack, from oldValue: CGSize, to newValue: CGSize) {
      print("content height \(oldValue.height) → \(newValue.height)")
    }

    // MARK: Private

    private func reload(_ controller: UIViewController?) {
      guard let controller, let row = scrollStack.rowForController(controller) else { return }
      scrollStack.reloadRow(row, animated: true)
    }

    private func moveRandomRow() {
      let count = scrollStack.rows.count
      guard count > 1 else { return }
      scrollStack.moveRow(index: 0, to: Int.random(in: 1..<count), animated: true)
    }

    private func toggleWelcome() {
      guard let row = scrollStack.firstRowForControllerOfType(WelcomeViewController.self), let index = row.index else {
        return
      }
      scrollStack.setRowHidden(index: index, isHidden: !row.isHidden, animated: true) {
        print("welcome row is \(row.isHidden ? "hidden" : "shown")")
      }
    }

    /// A plain-view row that reads as a button; its row's `onTap` opens the sign-up form.
    private func makeSignUpRow() -> UIView {
      let label = UILabel()
      label.text = "Create an account"
      label.textAlignment = .center
      label.textColor = view.tintColor
      label.font = .preferredFont(forTextStyle: .headline)
      label.heightAnchor.constraint(equalToConstant: 64).isActive = true
      return label
    }
  }
#endif
