// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A header row that slides out to the left when hidden: a custom transition.
  final class WelcomeViewController: UIViewController, ScrollStackContainableController, ScrollStackRowAnimatable {
    override func loadView() {
      let view = UIView()
      view.backgroundColor = .secondarySystemBackground
      let title = UILabel()
      title.text = "Welcome"
      title.font = .preferredFont(forTextStyle: .largeTitle)
      title.adjustsFontForContentSizeCategory = true
      let subtitle = UILabel()
      subtitle.text = "Every row below is a view controller of its own."
      subtitle.font = .preferredFont(forTextStyle: .body)
      subtitle.textColor = .secondaryLabel
      subtitle.numberOfLines = 0
      let column = UIStackView(arrangedSubviews: [title, subtitle])
      column.axis = .vertical
      column.spacing = 8
      column.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(column)
      NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
        column.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -24),
      ])
      self.view = view
    }

    // MARK: ScrollStackContainableController

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStack.ControllerSize?
    {
      .fitLayoutForAxis
    }

    // MARK: ScrollStackRowAnimatable

    var animationInfo: ScrollStackAnimationInfo {
      ScrollStackAnimationInfo(duration: 1, delay: 0, springDamping: 0.8)
    }

    func willBeginAnimationTransition(toHide: Bool) {
      if !toHide {
        view.transform = CGAffineTransform(translationX: -100, y: 0)
        view.alpha = 0
      }
    }

    func animateTransition(toHide: Bool) {
      view.transform = toHide ? CGAffineTransform(translationX: -100, y: 0) : .identity
      view.alpha = toHide ? 0 : 1
    }
  }
#endif
