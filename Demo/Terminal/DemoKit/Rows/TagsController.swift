import Foundation
import ScrollStack

// MARK: - TagsController

/// Tags that collapse to one line and expand to all of them, like the seed's `TagsVC`.
@MainActor
public final class TagsController: DemoRowController {
  // MARK: Lifecycle

  /// Creates the tags row, collapsed.
  public init() { super.init(title: "Tags") }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The tags shown.
  public let tags = [
    "#swift", "#headless", "#linux", "#rows", "#visibility", "#keyboard", "#rotation", "#separators",
    "#animation", "#delegate", "#fenwick", "#testing", "#terminal", "#svg",
  ]

  /// Whether every tag is shown; toggle it, then reload the row.
  public var isExpanded = false

  /// `.fixed`: three lines collapsed, every tag line plus one expanded.
  public override func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack)
    -> ScrollStackControllerSize?
  {
    guard axis == .vertical else { return .fixed(isExpanded ? 340 : 200) }
    let lines = bodyLines(columns: DemoMetrics.innerColumns(forWidth: stack.bounds.width)).count
    return .fixed(CGFloat(lines) * DemoMetrics.lineHeight + DemoMetrics.boxVerticalChrome)
  }

  /// One line of tags and a hint collapsed; all of them and a hint expanded.
  public override func bodyLines(columns: Int) -> [String] {
    let all = TextWrapping.wrap(tags.joined(separator: " "), columns: columns)
    if isExpanded { return all + ["▾ \(tags.count) tags (t: fewer)"] }
    return Array(all.prefix(1)) + ["▸ \(tags.count) tags (t: all)"]
  }
}
