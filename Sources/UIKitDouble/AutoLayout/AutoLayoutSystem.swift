// The linear system of one view's Auto Layout: its items, their variables and the rows the
// constraints, intrinsic sizes and fitting targets give (see the README, "Auto Layout").

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The Auto Layout system of one view (the root): the root, the subviews it places by
/// constraints (`translatesAutoresizingMaskIntoConstraints == false`) and theirs, recursively,
/// the views placed by frame next to them that constraints mention, and the layout guides of all
/// of these. Each item has four variables (x, y, width, height) in the root's bounds coordinates;
/// the rows are the constraints installed on the root and on the views it places, the intrinsic
/// sizes (compression resistance and content hugging) and the root's frame or fitting target;
/// whatever they leave undecided stays where it is (`PrioritizedSolver`).
@MainActor struct AutoLayoutSystem {
  // MARK: Modes

  /// What the system is for.
  enum Mode {
    /// A layout pass: the root keeps its bounds.
    case layout
    /// A fitting size: the root's size is a variable pulled to `target` with the priorities.
    case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
  }

  // MARK: State

  /// The view being laid out or measured.
  let root: UIView
  /// The items (views and guides), the root first.
  private(set) var items: [AnyObject] = []
  /// The index of each item.
  private var index: [ObjectIdentifier: Int] = [:]
  /// The views placed by constraints, parents before children.
  private(set) var placedViews: [UIView] = []
  /// The current value of every variable (where a stay keeps it).
  private var start: [Double] = []
  /// The rows with their priorities.
  private var entries: [PrioritizedSolver.Entry] = []
  /// How many installed constraints gave a row with a variable.
  private(set) var constraintRowCount = 0

  // MARK: Building

  /// The system of `root` for `mode`.
  init(root: UIView, mode: Mode) {
    self.root = root
    let bounds = root.bounds
    switch mode {
    case .layout:
      _ = addItem(root, at: bounds)
      for (variable, value) in zip(0..<4, [bounds.minX, bounds.minY, bounds.width, bounds.height]) {
        fix(variable, at: value, label: "the laid-out view's bounds")
      }
    case .fitting(let target, let horizontal, let vertical):
      _ = addItem(root, at: CGRect(origin: .zero, size: bounds.size))
      fix(0, at: 0, label: "the measured view's origin")
      fix(1, at: 0, label: "the measured view's origin")
      pull(2, to: target.width, priority: horizontal.rawValue, label: "the horizontal fitting target")
      pull(3, to: target.height, priority: vertical.rawValue, label: "the vertical fitting target")
      addIntrinsicSize(of: root, at: 0)
    }
    let measuring: Bool
    if case .fitting = mode { measuring = true } else { measuring = false }
    var level = [root]
    while !level.isEmpty {
      var next: [UIView] = []
      for parent in level {
        for subview in parent.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
          var frame = frameInRoot(of: subview, in: parent)
          // Measuring starts at the intrinsic size, where compression resistance and hugging hold
          // it (a layout pass starts at the current frames, which hold in the steady state).
          let intrinsic = measuring ? subview.intrinsicContentSize : .zero
          if measuring && intrinsic.width != UIView.noIntrinsicMetric && intrinsic.width >= 0 {
            frame.size.width = intrinsic.width
          }
          if measuring && intrinsic.height != UIView.noIntrinsicMetric && intrinsic.height >= 0 {
            frame.size.height = intrinsic.height
          }
          let item = addItem(subview, at: frame)
          placedViews.append(subview)
          addIntrinsicSize(of: subview, at: item)
          next.append(subview)
        }
      }
      level = next
    }
    for holder in [root] + placedViews {
      for constraint in holder.installedConstraints { addRow(for: constraint) }
    }
  }

  /// The current rectangle of `view` (a subview of `parent`, already an item) in the root's
  /// bounds coordinates.
  private func frameInRoot(of view: UIView, in parent: UIView) -> CGRect {
    guard let parentIndex = index[ObjectIdentifier(parent)] else { return view.frame }
    let origin = CGPoint(x: start[4 * parentIndex], y: start[4 * parentIndex + 1])
    let parentBounds = parent.bounds
    return view.frame.offsetBy(dx: origin.x - parentBounds.minX, dy: origin.y - parentBounds.minY)
  }

  /// Adds an item whose variables start at `rect`; returns its index.
  private mutating func addItem(_ item: AnyObject, at rect: CGRect) -> Int {
    let position = items.count
    items.append(item)
    index[ObjectIdentifier(item)] = position
    start += [rect.minX, rect.minY, rect.width, rect.height]
    return position
  }

  /// The index of `item`, adding it when it is a guide of an item or a view placed by frame
  /// inside an item (both fixed relative to that item); nil for anything outside the system.
  private mutating func resolve(_ item: AnyObject?) -> Int? {
    guard let item else { return nil }
    if let found = index[ObjectIdentifier(item)] { return found }
    if let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
      let parentIndex = index[ObjectIdentifier(parent)]
    {
      let rect = frameInRoot(of: view, in: parent)
      let added = addItem(view, at: rect)
      attach(added, to: parentIndex, offset: rect, label: "the frame of a view placed by frame")
      return added
    }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerIndex = index[ObjectIdentifier(owner)]
    {
      let ownerBounds = owner.bounds
      let rect = guide.layoutFrame.offsetBy(
        dx: start[4 * ownerIndex] - ownerBounds.minX, dy: start[4 * ownerIndex + 1] - ownerBounds.minY)
      let added = addItem(guide, at: rect)
      if guide.fixedFrame != nil {
        attach(added, to: ownerIndex, offset: rect, label: "a fixed layout guide")
      } else if guide.pinsOriginToContent {
        let origin = (start[4 * ownerIndex] - ownerBounds.minX, start[4 * ownerIndex + 1] - ownerBounds.minY)
        for (variable, ownerVariable, value) in [
          (4 * added, 4 * ownerIndex, origin.0), (4 * added + 1, 4 * ownerIndex + 1, origin.1),
        ] {
          entries.append(
            .init(
              row: row([(variable, 1), (ownerVariable, -1)], constant: -(value - start[ownerVariable]), .equal),
              priority: 1000, label: "the content origin of a scroll view's content guide"))
        }
      }
      return added
    }
    return nil
  }

  // MARK: Rows

  /// A row `Σ terms + constant (relation) 0`.
  private func row(_ terms: [(Int, Double)], constant: Double, _ relation: LinearRow.Relation) -> LinearRow {
    var coefficients = [Double](repeating: 0, count: start.count)
    for (variable, coefficient) in terms { coefficients[variable] += coefficient }
    return LinearRow(coefficients: coefficients, constant: constant, relation: relation)
  }

  /// Holds `variable` at `value` (required).
  private mutating func fix(_ variable: Int, at value: Double, label: String) {
    entries.append(
      PrioritizedSolver.Entry(row: row([(variable, 1)], constant: -value, .equal), priority: 1000, label: label))
  }

  /// Pulls `variable` to `value` with `priority`.
  private mutating func pull(_ variable: Int, to value: Double, priority: Float, label: String) {
    entries.append(
      PrioritizedSolver.Entry(row: row([(variable, 1)], constant: -value, .equal), priority: priority, label: label))
  }

  /// Holds item `child` at `offset` (root coordinates, at the parent's current place) relative
  /// to item `parent`, size fixed (required).
  private mutating func attach(_ child: Int, to parent: Int, offset: CGRect, label: String) {
    let dx = offset.minX - start[4 * parent]
    let dy = offset.minY - start[4 * parent + 1]
    entries.append(
      .init(row: row([(4 * child, 1), (4 * parent, -1)], constant: -dx, .equal), priority: 1000, label: label))
    entries.append(
      .init(row: row([(4 * child + 1, 1), (4 * parent + 1, -1)], constant: -dy, .equal), priority: 1000, label: label))
    fix(4 * child + 2, at: offset.width, label: label)
    fix(4 * child + 3, at: offset.height, label: label)
  }

  /// Compression resistance (`size ≥ intrinsic`) and content hugging (`size ≤ intrinsic`) rows
  /// for each dimension `view` has an intrinsic size in.
  private mutating func addIntrinsicSize(of view: UIView, at item: Int) {
    let size = view.intrinsicContentSize
    for (axis, length) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)]
    where length != UIView.noIntrinsicMetric && length >= 0 {
      let variable = 4 * item + (axis == .horizontal ? 2 : 3)
      entries.append(
        .init(
          row: row([(variable, 1)], constant: -length, .greaterThanOrEqual),
          priority: view.contentCompressionResistancePriority(for: axis).rawValue,
          label: "compression resistance of \(type(of: view))"))
      entries.append(
        .init(
          row: row([(variable, 1)], constant: -length, .lessThanOrEqual),
          priority: view.contentHuggingPriority(for: axis).rawValue, label: "content hugging of \(type(of: view))"))
    }
  }

  /// The terms of `attribute` of item `item` (nil for the attributes the double does not solve).
  private func terms(of attribute: NSLayoutConstraint.Attribute, item: Int) -> [(Int, Double)]? {
    let x = 4 * item
    switch attribute {
    case .left, .leading: return [(x, 1)]
    case .right, .trailing: return [(x, 1), (x + 2, 1)]
    case .centerX: return [(x, 1), (x + 2, 0.5)]
    case .width: return [(x + 2, 1)]
    case .top: return [(x + 1, 1)]
    case .bottom: return [(x + 1, 1), (x + 3, 1)]
    case .centerY: return [(x + 1, 1), (x + 3, 0.5)]
    case .height: return [(x + 3, 1)]
    default: return nil
    }
  }

  /// The row of `constraint`: `first − multiplier × second − constant (relation) 0`, when its
  /// items are in the system and its attributes are solved.
  private mutating func addRow(for constraint: NSLayoutConstraint) {
    guard let first = resolve(constraint.firstItem), var terms = terms(of: constraint.firstAttribute, item: first)
    else { return }
    if constraint.secondItem != nil {
      guard let second = resolve(constraint.secondItem),
        let secondTerms = self.terms(of: constraint.secondAttribute, item: second)
      else { return }
      terms += secondTerms.map { ($0.0, -Double(constraint.multiplier) * $0.1) }
    }
    let relation: LinearRow.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      case .lessThanOrEqual: .lessThanOrEqual
      }
    let made = row(terms, constant: -Double(constraint.constant), relation)
    guard made.hasVariables else { return }
    constraintRowCount += 1
    let priority = min(1000, max(1, constraint.priority.rawValue))
    entries.append(.init(row: made, priority: priority, label: constraint.summary))
  }

  // MARK: Solving

  /// Each item's rectangle in the root's bounds coordinates, as the rows place it.
  func solve() -> [CGRect] {
    var solver = PrioritizedSolver(variableCount: start.count)
    // Rows made before a later item was added are shorter: pad them with zeros.
    solver.entries = entries.map { entry in
      var padded = entry
      let missing = start.count - entry.row.coefficients.count
      if missing > 0 { padded.row.coefficients += [Double](repeating: 0, count: missing) }
      return padded
    }
    AutoLayoutDiagnostics.lastSystemSize = (items.count, entries.count)
    let point = solver.solve(
      start: start, report: { AutoLayoutDiagnostics.report($0) }, countRun: { AutoLayoutDiagnostics.simplexRuns += 1 }
    ).map { ($0 * 1e6).rounded() / 1e6 }
    return items.indices.map { item in
      CGRect(x: point[4 * item], y: point[4 * item + 1], width: point[4 * item + 2], height: point[4 * item + 3])
    }
  }
}
