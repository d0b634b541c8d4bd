// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A pricing table whose row is as tall as the table's content: the table does not scroll, its
  /// height constraint follows its content size, and the row fits the layout.
  final class PricingViewController: UIViewController, ScrollStackContainableController, UITableViewDataSource {
    private let plans: [(name: String, price: String)] = [
      ("Free", "€0"), ("Personal", "€3 / month"), ("Team", "€9 / month"), ("Enterprise", "Ask us"),
    ]
    private let table = UITableView(frame: .zero, style: .plain)
    private var tableHeight: NSLayoutConstraint?

    override func loadView() {
      let view = UIView()
      view.backgroundColor = .systemBackground
      table.dataSource = self
      table.isScrollEnabled = false
      table.rowHeight = 52
      table.register(PlanCell.self, forCellReuseIdentifier: PlanCell.reuseIdentifier)
      table.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(table)
      let height = table.heightAnchor.constraint(equalToConstant: 0)
      NSLayoutConstraint.activate([
        table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        table.topAnchor.constraint(equalTo: view.topAnchor),
        // Pinned to the bottom, so the table's height defines the view's.
        table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        height,
      ])
      tableHeight = height
      self.view = view
    }

    override func updateViewConstraints() {
      tableHeight?.constant = CGFloat(plans.count) * table.rowHeight
      super.updateViewConstraints()
    }

    // MARK: ScrollStackContainableController

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStack.ControllerSize?
    {
      .fitLayoutForAxis
    }

    func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {
      table.reloadData()
      view.setNeedsUpdateConstraints()
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      plans.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: PlanCell.reuseIdentifier, for: indexPath)
      let plan = plans[indexPath.row]
      cell.textLabel?.text = plan.name
      cell.detailTextLabel?.text = plan.price
      return cell
    }
  }

  /// A table cell with the price on the trailing side.
  private final class PlanCell: UITableViewCell {
    static let reuseIdentifier = "PlanCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
      selectionStyle = .none
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }
#endif
