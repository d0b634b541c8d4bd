import Foundation
import ScrollStack

// MARK: - PricingController

/// Prices sized to their table, like the seed's `PricingVC`.
@MainActor
public final class PricingController: DemoRowController {
  // MARK: Lifecycle

  /// Creates the pricing row.
  public init() {
    tableView = PricingTableView(plans: [
      ("Free", "$0", "1 screen"), ("Indie", "$4", "5 screens"), ("Team", "$12", "unlimited"),
      ("Studio", "$30", "+ support"),
    ])
    super.init(title: "Pricing")
  }

  /// Not used: the Demo builds its controllers in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The table that gives the row its size.
  public let tableView: PricingTableView

  /// Makes the table the root view.
  public override func loadView() {
    view = tableView
  }

  /// `.fitLayoutForAxis`: as long as the table's rows.
  public override func preferredSize(along axis: NSLayoutConstraint.Axis, in stack: ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fitLayoutForAxis
  }

  /// The table's lines.
  public override func bodyLines(columns: Int) -> [String] {
    tableView.lines.map { String($0.prefix(columns)) }
  }
}
