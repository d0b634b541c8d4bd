#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A row that grows: each tap adds the next line of a sonnet to its text (``Tappable``), and
  /// the row highlights while touched (``Highlightable``'s default highlight).
  public final class ExpandingRowView: UIStackView, Tappable, Highlightable {
    // MARK: Lifecycle

    public init() {
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
      axis = .vertical
      spacing = 4
      add(text: "Dynamically change row content", style: .body, color: nil)
      add(text: "(Tap on this row to add more content!)\n", style: .caption2, color: .blue)
      linesLabel.numberOfLines = 0
      linesLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
      linesLabel.text = Self.sonnet[0]
      addArrangedSubview(linesLabel)
    }

    @available(*, unavailable)
    public required init(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Public

    /// Appends the next line (after the last one, the first again).
    public func didTapView() {
      linesLabel.text = [linesLabel.text ?? "", Self.sonnet[nextLine]].joined(separator: "\n")
      nextLine = (nextLine + 1) % Self.sonnet.count
    }

    // MARK: Private

    private static let sonnet = [
      "Two households, both alike in dignity,",
      "In fair Verona, where we lay our scene,",
      "From ancient grudge break to new mutiny,",
      "Where civil blood makes civil hands unclean.",
      "From forth the fatal loins of these two foes",
      "A pair of star-cross'd lovers take their life;",
      "Whose misadventured piteous overthrows",
      "Do with their death bury their parents' strife.",
      "The fearful passage of their death-mark'd love,",
      "And the continuance of their parents' rage,",
      "Which, but their children's end, nought could remove,",
      "Is now the two hours' traffic of our stage;",
      "The which if you with patient ears attend,",
      "What here shall miss, our toil shall strive to mend.",
    ]

    private let linesLabel = UILabel()
    private var nextLine = 1

    private func add(text: String, style: UIFont.TextStyle, color: UIColor?) {
      let label = UILabel()
      label.numberOfLines = 0
      label.text = text
      label.font = UIFont.preferredFont(forTextStyle: style)
      if let color { label.textColor = color }
      addArrangedSubview(label)
    }
  }
#endif
