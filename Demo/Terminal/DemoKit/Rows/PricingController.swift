import Foundation
import ScrollStackHeadless

/// A pricing table whose fitting size is that of its rows, like a table view sized to its
/// content.
@MainActor
public final class PricingTableView: Headless.View {
  /// Creates a table of `plans`: name, price, rows included.
  public init(plans: [(name: String, price: String, note: String)]) {
    self.plans = plans
    super.init(frame: .zero)
  }

  /// The table's plans, one table row each.
  public var plans: [(name: String, price: String, note: String)]

  /// The table as text: a header, then a line per plan.
  public var lines: [String] {
    let header = TextWrapping.fit("Plan", columns: 10) + TextWrapping.fit("Price", columns: 8) + "Includes"
    return [header]
      + plans.map { TextWrapping.fit($0.name, columns: 10) + TextWrapping.fit($0.price, columns: 8) + $0.note }
  }

  /// A line per table row along a vertical stack; the longest line across a horizontal one.
  public override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let height = CGFloat(lines.count) * DemoMetrics.lineHeight + DemoMetrics.boxVerticalChrome
    let longest = lines.map(\.count).max() ?? 0
    let width = CGFloat(longest) * DemoMetrics.columnWidth + DemoMetrics.boxHorizontalChrome
    return CGSize(width: width, height: height)
  }
}

/// Prices sized to their table, like the seed's `PricingVC`.
@MainActor
public final class PricingController: DemoRowController {
  /// Creates the pricing row.
  public init() {
    tableView = PricingTableView(plans: [
      ("Free", "$0", "1 screen"), ("Indie", "$4", "5 screens"), ("Team", "$12", "unlimited"),
      ("Studio", "$30", "+ support"),
    ])
    super.init(title: "Pricing")
  }

  /// The table that gives the row its size.
  public let tableView: PricingTableView

  /// Makes the table the root view.
  public override func loadView() {
    view = tableView
  }

  /// `.fitLayoutForAxis`: as long as the table's rows.
  public override func preferredSize(along axis: StackAxis, in stack: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fitLayoutForAxis
  }

  /// The table's lines.
  public override func bodyLines(columns: Int) -> [String] {
    tableView.lines.map { String($0.prefix(columns)) }
  }
}
