import ScrollStackUIKitDouble
import Testing

/// The layout pass places the subviews that use Auto Layout from their constraints, as the "Auto
/// Layout Guide" (Anatomy of a Constraint, Working with Constraints in Code) describes.
@Suite(.serialized)
@MainActor struct ConstraintSolvingTests {
  init() { AutoLayoutDiagnostics.reset() }

  private func container(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test("Edges pinned with insets set the frame in layoutSubviews — Auto Layout Guide: Anatomy of a Constraint")
  func edgesWithInsets() {
    let parent = container()
    let child = parent.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate(child.edges(equalTo: parent, inset: 10))
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
  }

  @Test("Centers, multipliers and a width tied to a height — NSLayoutDimension.constraint(equalTo:multiplier:)")
  func centersAndMultipliers() {
    let parent = container()
    let child = parent.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: 5),
      child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.2, constant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 75, y: 85, width: 150, height: 40))
  }

  @Test(
    "Inequalities and priorities: a required ≤ caps an optional width; the higher of two optional ones wins — Auto Layout Guide: Constraint Priorities"
  )
  func inequalitiesAndPriorities() {
    let parent = container()
    let child = parent.addConstrainedSubview(UIView())
    let wide = child.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultHigh
    let narrow = child.widthAnchor.constraint(equalToConstant: 20)
    narrow.priority = .defaultLow
    let tall = child.heightAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let short = child.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
    short.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      wide, narrow, tall, short,
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 280, height: 50))
  }

  @Test(
    "Intrinsic size with hugging and compression resistance: the lower hugging priority stretches — UIView.setContentHuggingPriority(_:for:)"
  )
  func huggingAndCompression() {
    let parent = container()
    let left = parent.addConstrainedSubview(LabelLikeView())
    let right = parent.addConstrainedSubview(LabelLikeView())
    left.naturalSize = CGSize(width: 50, height: 20)
    right.naturalSize = CGSize(width: 60, height: 400)
    left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      left.topAnchor.constraint(equalTo: parent.topAnchor),
      right.topAnchor.constraint(equalTo: parent.topAnchor),
      right.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    // Compressed to the parent's height by the required ≤ (compression resistance is 750).
    #expect(right.frame == CGRect(x: 58, y: 0, width: 242, height: 200))
  }

  @Test("Changing an active constraint's constant moves the view at the next pass — NSLayoutConstraint.constant")
  func retargeting() {
    let parent = container()
    let child = parent.addConstrainedSubview(LabelLikeView())
    let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
    NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4)])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 4, y: 10, width: 100, height: 20))
    top.constant = 70
    #expect(child.frame.minY == 10)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 4, y: 70, width: 100, height: 20))
    child.naturalSize = CGSize(width: 30, height: 12)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 4, y: 70, width: 30, height: 12))
  }

  @Test("A layout guide is placed by constraints and places views — UILayoutGuide, UIView.addLayoutGuide(_:)")
  func layoutGuides() {
    let parent = container()
    let spacer = UILayoutGuide()
    parent.addLayoutGuide(spacer)
    let child = parent.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.25),
      spacer.topAnchor.constraint(equalTo: parent.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      child.topAnchor.constraint(equalTo: spacer.bottomAnchor),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.bottomAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(spacer.owningView === parent)
    #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 75, height: 10))
    #expect(child.frame == CGRect(x: 75, y: 10, width: 225, height: 190))
  }

  @Test(
    "A nested view is sized by its own content; views placed by frame keep their frames — Auto Layout Guide: Self-Sizing"
  )
  func nestedContentAndFrameViews() {
    let parent = container()
    let card = parent.addConstrainedSubview(UIView())
    let label = card.addConstrainedSubview(LabelLikeView())
    let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    parent.addSubview(framed)
    NSLayoutConstraint.activate(label.edges(equalTo: card, inset: 8))
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 4),
      card.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
    ])
    parent.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 10, width: 280, height: 36))
    #expect(framed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    card.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 8, width: 264, height: 20))
  }

  @Test(
    "Laying out one view solves only the views it places, not its siblings' content; rows that hold cost no simplex run"
  )
  func costStaysLocal() {
    let stack = container(width: 320, height: 10_000)
    var rows: [UIView] = []
    for index in 0..<50 {
      let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 320, height: 40))
      let label = row.addConstrainedSubview(LabelLikeView())
      NSLayoutConstraint.activate(label.edges(equalTo: row, inset: 8))
      stack.addSubview(row)
      rows.append(row)
    }
    stack.layoutIfNeeded()
    rows[17].setNeedsLayout()
    rows[17].layoutIfNeeded()
    // The row and its label: 2 items; 4 edges + 4 intrinsic sizes + 4 bounds = 12 rows.
    #expect(AutoLayoutDiagnostics.lastSystemSize.items == 2)
    #expect(AutoLayoutDiagnostics.lastSystemSize.rows == 12)
    #expect(rows[17].subviews.first?.frame == CGRect(x: 8, y: 8, width: 304, height: 24))
    // Nothing changed: the pass applies the last solve again and costs no simplex run.
    let runs = AutoLayoutDiagnostics.simplexRuns
    rows[17].setNeedsLayout()
    rows[17].layoutIfNeeded()
    #expect(AutoLayoutDiagnostics.simplexRuns - runs == 0)
  }

  @Test(
    "A layout pass re-solves only after a change the solve depends on (a constant, an intrinsic size, the bounds, a subview), and puts back a frame set by hand — Auto Layout Guide: Changing Constraints"
  )
  func solvesAgainOnlyAfterAChange() {
    let row = container(width: 320, height: 40)
    let label = row.addConstrainedSubview(LabelLikeView())
    let edges = label.edges(equalTo: row, inset: 8)
    NSLayoutConstraint.activate(edges)
    row.layoutIfNeeded()
    let laidOut = CGRect(x: 8, y: 8, width: 304, height: 24)
    #expect(label.frame == laidOut)
    var runs = AutoLayoutDiagnostics.simplexRuns
    // Nothing changed: no solve; a frame set by hand is set back from the engine's values.
    label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    row.setNeedsLayout()
    row.layoutIfNeeded()
    #expect(AutoLayoutDiagnostics.simplexRuns == runs)
    #expect(label.frame == laidOut)
    // Each change the solve depends on solves again.
    let changes: [(String, () -> Void, CGRect)] = [
      ("constant", { edges[0].constant = 10 }, CGRect(x: 10, y: 8, width: 302, height: 24)),
      ("bounds", { row.bounds.size.width = 330 }, CGRect(x: 10, y: 8, width: 312, height: 24)),
      (
        "intrinsic size", { label.naturalSize = CGSize(width: 400, height: 20) },
        CGRect(x: 10, y: 8, width: 312, height: 24)
      ),
      ("subview", { row.addSubview(UIView()) }, CGRect(x: 10, y: 8, width: 312, height: 24)),
    ]
    for (name, change, expected) in changes {
      runs = AutoLayoutDiagnostics.simplexRuns
      change()
      row.setNeedsLayout()
      row.layoutIfNeeded()
      #expect(AutoLayoutDiagnostics.simplexRuns > runs, "\(name)")
      #expect(label.frame == expected, "\(name)")
    }
  }

  @Test(
    "Once a layout pass or a measurement is over, the solver holds none of the views it placed: they are freed with their hierarchy — UIView.layoutSubviews()"
  )
  func solverKeepsNoViewAlive() {
    weak var weakRow: UIView?
    weak var weakLabel: UIView?
    do {
      let row = container(width: 320, height: 40)
      let label = row.addConstrainedSubview(LabelLikeView())
      NSLayoutConstraint.activate(label.edges(equalTo: row, inset: 8))
      row.layoutIfNeeded()
      _ = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 24))
      weakRow = row
      weakLabel = label
    }
    #expect(weakRow == nil)
    #expect(weakLabel == nil)
  }
}
