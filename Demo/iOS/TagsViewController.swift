// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A collapsible row: 170 points collapsed, taller by the tag list when expanded. The screen
  /// calls ``toggle()`` when the row is tapped, then reloads the row.
  final class TagsViewController: UIViewController, ScrollStackContainableController {
    /// Whether every tag is shown.
    private(set) var isExpanded = false

    /// Expands or collapses the tag list and updates the hint under the title.
    func toggle() {
      isExpanded.toggle()
      hint.text = isExpanded ? "Tap to show fewer" : "Tap to show all"
    }

    private let tags = ["swift", "uikit", "layout", "keyboard", "scrolling", "accessibility", "testing", "linux"]
    private let tagList = UIStackView()
    private let hint = UILabel()
    private let collapsedHeight: CGFloat = 170
    private let tagHeight: CGFloat = 32

    override func loadView() {
      let view = UIView()
      view.backgroundColor = .systemBackground
      let header = UILabel()
      header.text = "Tags"
      header.font = .preferredFont(forTextStyle: .headline)
      hint.text = "Tap to show all"
      hint.textColor = view.tintColor
      hint.font = .preferredFont(forTextStyle: .subheadline)
      tagList.axis = .vertical
      tagList.spacing = 0
      for tag in tags {
        let label = UILabel()
        label.text = "#\(tag)"
        label.font = .preferredFont(forTextStyle: .body)
        label.heightAnchor.constraint(equalToConstant: tagHeight).isActive = true
        tagList.addArrangedSubview(label)
      }
      let column = UIStackView(arrangedSubviews: [header, hint, tagList])
      column.axis = .vertical
      column.alignment = .leading
      column.spacing = 8
      column.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(column)
      NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
      ])
      self.view = view
    }

    /// The collapsed height, plus the whole tag list when expanded; the row clips the rest.
    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStack.ControllerSize?
    {
      isExpanded ? .fixed(collapsedHeight + CGFloat(tags.count) * tagHeight + 20) : .fixed(collapsedHeight)
    }
  }
#endif
