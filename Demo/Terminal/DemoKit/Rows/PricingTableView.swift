import Foundation
import ScrollStack

// MARK: - PricingTableView

/// A pricing table whose intrinsic size is that of its rows, like a table view sized to its
/// content: Auto Layout measures the row from it.
@MainActor
public final class PricingTableView: UIView {
  // MARK: Lifecycle

  /// Creates a table of `plans`: name, price, rows included.
  public init(plans: [(name: String, price: String, note: String)]) {
    self.plans = plans
    super.init(frame: .zero)
  }

  /// Not used: the Demo builds its views in code.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// The table's plans, one table row each.
  public var plans: [(name: String, price: String, note: String)] {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The table as text: a header, then a line per plan.
  public var lines: [String] {
    let header = TextWrapping.fit("Plan", columns: 10) + TextWrapping.fit("Price", columns: 8) + "Includes"
    return [header]
      + plans.map { TextWrapping.fit($0.name, columns: 10) + TextWrapping.fit($0.price, columns: 8) + $0.note }
  }

  /// A line per table row tall, as wide as the longest line (the box included).
  public override var intrinsicContentSize: CGSize {
    let height = CGFloat(lines.count) * DemoMetrics.lineHeight + DemoMetrics.boxVerticalChrome
    let longest = lines.map(\.count).max() ?? 0
    let width = CGFloat(longest) * DemoMetrics.columnWidth + DemoMetrics.boxHorizontalChrome
    return CGSize(width: width, height: height)
  }
}
