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

  /// What a row is for, in a message ("could not place …"); made into text only for a message.
  enum Label {
    /// A fixed description.
    case text(StaticString)
    /// The compression resistance of the view that is item `item`.
    case compressionResistance(item: Int)
    /// The content hugging of the view that is item `item`.
    case contentHugging(item: Int)
    /// The constraint at `position` in the `installedConstraints` of the view that is item
    /// `holder`.
    case constraint(holder: Int, position: Int)
  }

  /// One row of the system but its terms: `Σ terms + constant (relation) 0` at `priority`.
  struct Row {
    /// Where the row's terms end in `terms` (they start where the previous row's end).
    var termEnd: Int
    /// The constant term.
    var constant: Double
    /// How the expression compares with zero.
    var relation: LinearRow.Relation
    /// The priority (1…1000).
    var priority: Float
    /// What the row is for.
    var label: Label
  }

  // MARK: State

  /// The view being laid out or measured.
  let root: UIView
  /// Whether the system measures the root (`Mode.fitting`) rather than lays it out.
  let isMeasuring: Bool
  /// The items (views and guides): the root first, then the views placed by constraints,
  /// parents before children (items 1 … `placedViewCount`), then the guides and the views placed
  /// by frame that constraints mention.
  private(set) var items: [AnyObject] = []
  /// The index of each item, made once the system has more than `directSearchLimit` items.
  private var index: [ObjectIdentifier: Int]?
  /// How many views the system places by constraints (see `items`, `placedView(item:)`).
  private(set) var placedViewCount = 0
  /// The current value of every variable (where a stay keeps it).
  private(set) var start: [Double] = []
  /// The rows' terms, row after row: `(variable, coefficient)`; row `r`'s end at
  /// `rows[r].termEnd`.
  private(set) var terms: [(variable: Int, coefficient: Double)] = []
  /// The rows, without their terms (a plain value each: no reference counting).
  private(set) var rows: [Row] = []
  /// How many installed constraints gave a row with a variable.
  private(set) var constraintRowCount = 0

  /// Up to this many items, an item is found by searching `items` (cheaper than a dictionary
  /// for the few items of most systems).
  private static let directSearchLimit = 16

  // MARK: Building

  /// The system of `root` for `mode`.
  init(root: UIView, mode: Mode) {
    self.root = root
    if case .fitting = mode { isMeasuring = true } else { isMeasuring = false }
    if var spare = AutoLayoutSystemStorage.takeSpare() {
      // The last system's arrays, empty, with their capacity: no allocation.
      swap(&items, &spare.items)
      swap(&start, &spare.start)
      swap(&terms, &spare.terms)
      swap(&rows, &spare.rows)
    } else {
      // Room for a row and its content, the common case, without regrowing.
      items.reserveCapacity(4)
      start.reserveCapacity(16)
      rows.reserveCapacity(16)
      terms.reserveCapacity(32)
    }
    let bounds = root.bounds
    switch mode {
    case .layout:
      _ = addItem(root, at: bounds)
      fix(0, at: bounds.minX, label: "the laid-out view's bounds")
      fix(1, at: bounds.minY, label: "the laid-out view's bounds")
      fix(2, at: bounds.width, label: "the laid-out view's bounds")
      fix(3, at: bounds.height, label: "the laid-out view's bounds")
    case .fitting(let target, let horizontal, let vertical):
      _ = addItem(root, at: CGRect(origin: .zero, size: bounds.size))
      fix(0, at: 0, label: "the measured view's origin")
      fix(1, at: 0, label: "the measured view's origin")
      pull(2, to: target.width, priority: horizontal.rawValue, label: "the horizontal fitting target")
      pull(3, to: target.height, priority: vertical.rawValue, label: "the vertical fitting target")
      addIntrinsicSize(of: root, at: 0)
    }
    // Breadth first, parents before children: the placed views in `items` are the queue.
    var parent = root
    var parentItem = 0
    while true {
      for subview in parent.subviewStorage where !subview.translatesAutoresizingMaskIntoConstraints {
        var frame = frameInRoot(of: subview, inItem: parentItem, parent: parent)
        // Measuring starts at the intrinsic size, where compression resistance and hugging hold
        // it (a layout pass starts at the current frames, which hold in the steady state).
        if isMeasuring {
          let intrinsic = subview.intrinsicContentSize
          if intrinsic.width != UIView.noIntrinsicMetric && intrinsic.width >= 0 { frame.size.width = intrinsic.width }
          if intrinsic.height != UIView.noIntrinsicMetric && intrinsic.height >= 0 {
            frame.size.height = intrinsic.height
          }
        }
        let item = addItem(subview, at: frame)
        placedViewCount += 1
        addIntrinsicSize(of: subview, at: item)
      }
      guard parentItem < placedViewCount else { break }
      parent = placedView(item: parentItem + 1)
      parentItem += 1
    }
    addRows(forConstraintsOf: root, item: 0)
    if placedViewCount > 0 {
      for item in 1...placedViewCount { addRows(forConstraintsOf: placedView(item: item), item: item) }
    }
  }

  /// The index of the item `identifier` names, nil when it is not in the system.
  private func itemIndex(of identifier: ObjectIdentifier) -> Int? {
    if let index { return index[identifier] }
    return items.firstIndex { ObjectIdentifier($0) == identifier }
  }

  /// The view placed by constraints that is item `item` (1 … `placedViewCount`).
  func placedView(item: Int) -> UIView { unsafeDowncast(items[item], to: UIView.self) }

  /// Hands the system's arrays, emptied but with their capacity, to the next system built, so
  /// that the layout passes that follow allocate none; the system is empty afterwards. Call it
  /// when done with the system (a system not recycled frees its arrays as usual).
  mutating func recycle() {
    var storage = AutoLayoutSystemStorage()
    swap(&storage.items, &items)
    swap(&storage.start, &start)
    swap(&storage.terms, &terms)
    swap(&storage.rows, &rows)
    placedViewCount = 0
    index = nil
    AutoLayoutSystemStorage.keepAsSpare(&storage)
  }

  /// The current rectangle of `view` (a subview of `parent`, which is item `parentItem`) in the
  /// root's bounds coordinates.
  private func frameInRoot(of view: UIView, inItem parentItem: Int, parent: UIView) -> CGRect {
    let parentBounds = parent.bounds
    return view.frame.offsetBy(
      dx: start[4 * parentItem] - parentBounds.minX, dy: start[4 * parentItem + 1] - parentBounds.minY)
  }

  /// Adds an item whose variables start at `rect`; returns its index.
  private mutating func addItem(_ item: AnyObject, at rect: CGRect) -> Int {
    let position = items.count
    let identifier = ObjectIdentifier(item)
    items.append(item)
    if index != nil {
      index?[identifier] = position
    } else if items.count > Self.directSearchLimit {
      index = Dictionary(uniqueKeysWithValues: items.indices.map { (ObjectIdentifier(items[$0]), $0) })
    }
    start.append(rect.minX)
    start.append(rect.minY)
    start.append(rect.width)
    start.append(rect.height)
    return position
  }

  /// The index of `item`, adding it when it is a guide of an item or a view placed by frame
  /// inside an item (both fixed relative to that item); nil for anything outside the system.
  private mutating func resolve(_ item: AnyObject?) -> Int? {
    guard let item else { return nil }
    if let found = itemIndex(of: ObjectIdentifier(item)) { return found }
    if let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
      let parentIndex = itemIndex(of: ObjectIdentifier(parent))
    {
      let rect = frameInRoot(of: view, inItem: parentIndex, parent: parent)
      let added = addItem(view, at: rect)
      attach(added, to: parentIndex, offset: rect, label: "the frame of a view placed by frame")
      return added
    }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView,
      let ownerIndex = itemIndex(of: ObjectIdentifier(owner))
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
          terms.append((variable, 1))
          terms.append((ownerVariable, -1))
          endRow(
            constant: -(value - start[ownerVariable]), .equal, priority: 1000,
            label: .text("the content origin of a scroll view's content guide"))
        }
      }
      return added
    }
    return nil
  }

  // MARK: Rows

  /// Ends the row whose terms were appended since the last row: `Σ terms + constant (relation) 0`.
  private mutating func endRow(constant: Double, _ relation: LinearRow.Relation, priority: Float, label: Label) {
    rows.append(Row(termEnd: terms.count, constant: constant, relation: relation, priority: priority, label: label))
  }

  /// Holds `variable` at `value` (required).
  private mutating func fix(_ variable: Int, at value: Double, label: StaticString) {
    pull(variable, to: value, priority: 1000, label: label)
  }

  /// Pulls `variable` to `value` with `priority`.
  private mutating func pull(_ variable: Int, to value: Double, priority: Float, label: StaticString) {
    terms.append((variable, 1))
    endRow(constant: -value, .equal, priority: priority, label: .text(label))
  }

  /// Holds item `child` at `offset` (root coordinates, at the parent's current place) relative
  /// to item `parent`, size fixed (required).
  private mutating func attach(_ child: Int, to parent: Int, offset: CGRect, label: StaticString) {
    let dx = offset.minX - start[4 * parent]
    let dy = offset.minY - start[4 * parent + 1]
    terms.append((4 * child, 1))
    terms.append((4 * parent, -1))
    endRow(constant: -dx, .equal, priority: 1000, label: .text(label))
    terms.append((4 * child + 1, 1))
    terms.append((4 * parent + 1, -1))
    endRow(constant: -dy, .equal, priority: 1000, label: .text(label))
    fix(4 * child + 2, at: offset.width, label: label)
    fix(4 * child + 3, at: offset.height, label: label)
  }

  /// Compression resistance (`size ≥ intrinsic`) and content hugging (`size ≤ intrinsic`) rows
  /// for each dimension `view` has an intrinsic size in.
  private mutating func addIntrinsicSize(of view: UIView, at item: Int) {
    let size = view.intrinsicContentSize
    // Each axis in turn (without an array of the two).
    addIntrinsicLength(size.width, of: view, along: .horizontal, at: item)
    addIntrinsicLength(size.height, of: view, along: .vertical, at: item)
  }

  /// The two rows of `addIntrinsicSize(of:at:)` for `axis`, whose intrinsic length is `length`
  /// (none for `noIntrinsicMetric` or a negative length).
  private mutating func addIntrinsicLength(
    _ length: CGFloat, of view: UIView, along axis: NSLayoutConstraint.Axis, at item: Int
  ) {
    guard length != UIView.noIntrinsicMetric && length >= 0 else { return }
    let variable = 4 * item + (axis == .horizontal ? 2 : 3)
    terms.append((variable, 1))
    endRow(
      constant: -length, .greaterThanOrEqual, priority: view.contentCompressionResistancePriority(for: axis).rawValue,
      label: .compressionResistance(item: item))
    terms.append((variable, 1))
    endRow(
      constant: -length, .lessThanOrEqual, priority: view.contentHuggingPriority(for: axis).rawValue,
      label: .contentHugging(item: item))
  }

  /// Whether the double solves `attribute` (the others give no row).
  private static func solves(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .left, .leading, .right, .trailing, .centerX, .width, .top, .bottom, .centerY, .height: true
    default: false
    }
  }

  /// Appends the terms of `attribute` (one the double solves) of item `item`, times `scale`.
  private mutating func appendTerms(of attribute: NSLayoutConstraint.Attribute, item: Int, scale: Double) {
    let x = 4 * item
    switch attribute {
    case .left, .leading: terms.append((x, scale))
    case .right, .trailing:
      terms.append((x, scale))
      terms.append((x + 2, scale))
    case .centerX:
      terms.append((x, scale))
      terms.append((x + 2, 0.5 * scale))
    case .width: terms.append((x + 2, scale))
    case .top: terms.append((x + 1, scale))
    case .bottom:
      terms.append((x + 1, scale))
      terms.append((x + 3, scale))
    case .centerY:
      terms.append((x + 1, scale))
      terms.append((x + 3, 0.5 * scale))
    case .height: terms.append((x + 3, scale))
    default: break
    }
  }

  /// The rows of the constraints installed on `holder` (item `item`).
  private mutating func addRows(forConstraintsOf holder: UIView, item: Int) {
    for (position, constraint) in holder.installedConstraints.enumerated() {
      addRow(for: constraint, label: .constraint(holder: item, position: position))
    }
  }

  /// The row of `constraint`: `first − multiplier × second − constant (relation) 0`, when its
  /// items are in the system and its attributes are solved.
  private mutating func addRow(for constraint: NSLayoutConstraint, label: Label) {
    // Items first: resolving one may add an item and its own rows.
    guard let first = resolve(constraint.firstItem), Self.solves(constraint.firstAttribute) else { return }
    var second: Int?
    if let secondItem = constraint.secondItem {
      guard let resolved = resolve(secondItem), Self.solves(constraint.secondAttribute) else { return }
      second = resolved
    }
    let rowStart = terms.count
    appendTerms(of: constraint.firstAttribute, item: first, scale: 1)
    if let second {
      appendTerms(of: constraint.secondAttribute, item: second, scale: -Double(constraint.multiplier))
    }
    guard termsHaveVariables(from: rowStart) else {
      terms.removeSubrange(rowStart...)
      return
    }
    let relation: LinearRow.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      case .lessThanOrEqual: .lessThanOrEqual
      }
    constraintRowCount += 1
    let priority = min(1000, max(1, constraint.priority.rawValue))
    endRow(constant: -Double(constraint.constant), relation, priority: priority, label: label)
  }

  /// Whether the terms from `rowStart` to `rowEnd` (the last term by default) leave any variable a nonzero coefficient once the terms
  /// of the same variable are added up (in order, as the dense row adds them).
  func termsHaveVariables(from rowStart: Int, to rowEnd: Int? = nil) -> Bool {
    let rowEnd = rowEnd ?? terms.count
    for term in rowStart..<rowEnd {
      let variable = terms[term].variable
      var sum = 0.0
      for other in rowStart..<rowEnd where terms[other].variable == variable { sum += terms[other].coefficient }
      if sum != 0 { return true }
    }
    return false
  }

  /// The text of `label`, for a message.
  func text(of label: Label) -> String {
    switch label {
    case .text(let text): return "\(text)"
    case .compressionResistance(let item): return "compression resistance of \(type(of: items[item]))"
    case .contentHugging(let item): return "content hugging of \(type(of: items[item]))"
    case .constraint(let holder, let position):
      guard let view = items[holder] as? UIView, position < view.installedConstraints.count else {
        return "a constraint"
      }
      return view.installedConstraints[position].summary
    }
  }
}
