import Testing

@testable import ScrollStackUIKitDouble

/// The solver's short cut (`DirectSolver`): a system whose required equalities fix the variables
/// one by one is solved by substitution, and gives the frames the full solver gives (the rules of
/// Apple's "Auto Layout Guide: Anatomy of a Constraint" and "Constraint Priorities"); any other
/// system goes to the full solver.
@Suite(.serialized)
@MainActor struct DirectSolverTests {
  init() { AutoLayoutDiagnostics.reset() }

  /// A deterministic generator (SplitMix64), so that a failure can be replayed.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// The layout system of `root`, for a layout pass.
  private func layoutSystem(of root: UIView) -> AutoLayoutSystem { AutoLayoutSystem(root: root, mode: .layout) }

  /// Whether `lhs` and `rhs` are the same rectangles, to a millionth of a point.
  private func sameRectangles(_ lhs: [CGRect], _ rhs: [CGRect]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { lhs, rhs in
      abs(lhs.minX - rhs.minX) <= 1e-6 && abs(lhs.minY - rhs.minY) <= 1e-6 && abs(lhs.width - rhs.width) <= 1e-6
        && abs(lhs.height - rhs.height) <= 1e-6
    }
  }

  // MARK: Agreement with the full solver

  /// One axis's constraints, of a kind chosen at random, between a view's anchors and a
  /// reference's (its superview, an earlier view or a view placed by frame): `start`, `end` and
  /// `center` pair the view's anchor with the reference's, `size` with `referenceSize`. Most
  /// fix the axis, some leave the size to the intrinsic size or leave the axis alone, a few add
  /// what the short cut does not take (an inequality, an optional constraint, a conflicting size).
  private func randomAxisConstraints<Anchor>(
    start: (NSLayoutAnchor<Anchor>, NSLayoutAnchor<Anchor>), end: (NSLayoutAnchor<Anchor>, NSLayoutAnchor<Anchor>),
    center: (NSLayoutAnchor<Anchor>, NSLayoutAnchor<Anchor>), size: NSLayoutDimension,
    referenceSize: NSLayoutDimension, using generator: inout SeededGenerator
  ) -> [NSLayoutConstraint] {
    func constant() -> CGFloat { CGFloat(Int.random(in: -40...40, using: &generator)) / 2 }
    func multiplier() -> CGFloat { [0.25, 0.5, 1, 2][Int.random(in: 0...3, using: &generator)] }
    func length() -> CGFloat { CGFloat(Int.random(in: 0...200, using: &generator)) }
    let pinStart = start.0.constraint(equalTo: start.1, constant: constant())
    // The reference as the first item, for variety.
    let pinEnd = end.1.constraint(equalTo: end.0, constant: constant())
    let pinCenter = center.0.constraint(equalTo: center.1, constant: constant())
    switch Int.random(in: 0...19, using: &generator) {
    case 0...4: return [pinStart, size.constraint(equalToConstant: length())]
    case 5...6: return [pinStart, pinEnd]
    case 7...8: return [pinCenter, size.constraint(equalTo: referenceSize, multiplier: multiplier())]
    case 9...10:
      return [pinEnd, size.constraint(equalTo: referenceSize, multiplier: multiplier(), constant: constant())]
    case 11...15: return [pinStart]  // the size: intrinsic, or its start value
    case 16...17: return []  // the axis keeps its start values
    case 18:
      let optional = size.constraint(equalToConstant: length())
      optional.priority = .defaultHigh
      let atLeast = size.constraint(greaterThanOrEqualToConstant: length())
      return [pinStart, Bool.random(using: &generator) ? optional : atLeast]
    default: return [pinStart, size.constraint(equalToConstant: 30), size.constraint(equalToConstant: 40)]
    }
  }

  /// A random hierarchy under a root of random size: views placed by constraints (some with an
  /// intrinsic size, some nested), at random start frames, each axis constrained at random, now
  /// and then against a sibling placed by frame; the constraints activated.
  private func randomHierarchy(using generator: inout SeededGenerator) -> UIView {
    func randomFrame() -> CGRect {
      CGRect(
        x: Int.random(in: -50...50, using: &generator), y: Int.random(in: -50...50, using: &generator),
        width: Int.random(in: 0...150, using: &generator), height: Int.random(in: 0...150, using: &generator))
    }
    let root = UIView(
      frame: CGRect(
        x: 0, y: 0, width: Int.random(in: 100...400, using: &generator),
        height: Int.random(in: 100...400, using: &generator)))
    var views = [root]
    if Bool.random(using: &generator) {
      let byFrame = UIView(frame: randomFrame())
      root.addSubview(byFrame)
      views.append(byFrame)
    }
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let view: UIView
      if Bool.random(using: &generator) {
        let label = LabelLikeView()
        label.naturalSize = CGSize(
          width: Int.random(in: 0...120, using: &generator), height: Int.random(in: 0...60, using: &generator))
        view = label
      } else {
        view = UIView()
      }
      let parents = views.filter { !($0.translatesAutoresizingMaskIntoConstraints && $0 !== root) }
      let parent = parents[Int.random(in: parents.indices, using: &generator)]
      parent.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.frame = randomFrame()
      let references = [parent] + views.filter { $0 !== parent && $0 !== view }
      var reference =
        Bool.random(using: &generator) ? parent : references[Int.random(in: references.indices, using: &generator)]
      NSLayoutConstraint.activate(
        randomAxisConstraints(
          start: (view.leadingAnchor, reference.leadingAnchor), end: (view.trailingAnchor, reference.trailingAnchor),
          center: (view.centerXAnchor, reference.centerXAnchor), size: view.widthAnchor,
          referenceSize: reference.widthAnchor, using: &generator))
      reference =
        Bool.random(using: &generator) ? parent : references[Int.random(in: references.indices, using: &generator)]
      NSLayoutConstraint.activate(
        randomAxisConstraints(
          start: (view.topAnchor, reference.topAnchor), end: (view.bottomAnchor, reference.bottomAnchor),
          center: (view.centerYAnchor, reference.centerYAnchor), size: view.heightAnchor,
          referenceSize: reference.heightAnchor, using: &generator))
      views.append(view)
    }
    return root
  }

  @Test(
    "Substitution gives the full solver's frames on 2,000 random systems it takes (required equalities, intrinsic sizes, stays) — Auto Layout Guide: Anatomy of a Constraint"
  )
  func agreesWithTheFullSolver() {
    AutoLayoutDiagnostics.handler = { _ in }
    var generator = SeededGenerator(state: 21)
    var taken = 0
    let systemCount = 2000
    for index in 0..<systemCount {
      let root = randomHierarchy(using: &generator)
      let system = layoutSystem(of: root)
      guard let direct = system.directPoint() else { continue }
      taken += 1
      let full = system.fullSolverPoint()
      #expect(
        sameRectangles(system.rectangles(at: direct), system.rectangles(at: full)),
        "system \(index): \(system.rectangles(at: direct)) by substitution, \(system.rectangles(at: full)) by the full solver"
      )
    }
    // The short cut takes a good share of them (the others: inequalities, optional constraints,
    // conflicts, sizes against intrinsic sizes, stays coupled to other variables).
    #expect(taken > systemCount / 8, "\(taken) of \(systemCount) taken")
    #expect(taken < systemCount)
  }

  @Test(
    "A layout pass whose constraints fix each frame solves by substitution, with no simplex run — Auto Layout Guide: Anatomy of a Constraint"
  )
  func layoutPassSolvesBySubstitution() {
    let solves = AutoLayoutDiagnostics.directSolves
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let content = row.addConstrainedSubview(LabelLikeView())
    NSLayoutConstraint.activate([
      content.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 16),
      content.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -16),
      content.topAnchor.constraint(equalTo: row.topAnchor, constant: 12),
    ])
    row.layoutIfNeeded()
    // The width from the edges, the height the label's own; the width against the intrinsic
    // width (hugging broken) is the full solver's case.
    #expect(content.frame == CGRect(x: 16, y: 12, width: 288, height: 20))
    #expect(AutoLayoutDiagnostics.directSolves == solves)
    // A label as wide as the edges make it: each frame follows from the rows one by one.
    let runs = AutoLayoutDiagnostics.simplexRuns
    content.naturalSize = CGSize(width: 288, height: 30)
    row.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 16, y: 12, width: 288, height: 30))
    #expect(AutoLayoutDiagnostics.directSolves == solves + 1)
    #expect(AutoLayoutDiagnostics.simplexRuns == runs)
  }

  // MARK: What goes to the full solver

  /// A root with one view pinned at its top left, plus `extra` on that view.
  private func pinnedView(_ extra: (UIView, UIView) -> [NSLayoutConstraint]) -> (root: UIView, view: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = root.addConstrainedSubview(UIView())
    NSLayoutConstraint.activate(
      [view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)]
        + extra(view, root))
    return (root, view)
  }

  @Test(
    "Each system the short cut does not take goes to the full solver: an inequality, an optional constraint, two unknowns, a conflict, an intrinsic size broken, a coefficient too small, measuring — Auto Layout Guide: Constraint Priorities"
  )
  func fallsBackToTheFullSolver() {
    AutoLayoutDiagnostics.handler = { _ in }
    // The control: fully fixed by required equalities, taken.
    let fixed = pinnedView { view, _ in
      [view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 30)]
    }
    #expect(layoutSystem(of: fixed.root).directPoint() != nil)
    let cases: [(String, (UIView, UIView) -> [NSLayoutConstraint])] = [
      (
        "inequality",
        { view, _ in
          [
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            view.heightAnchor.constraint(equalToConstant: 30),
          ]
        }
      ),
      (
        "optional equality",
        { view, _ in
          let width = view.widthAnchor.constraint(equalToConstant: 40)
          width.priority = UILayoutPriority(999)
          return [width, view.heightAnchor.constraint(equalToConstant: 30)]
        }
      ),
      (
        "two unknowns",
        { view, _ in [view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2)] }
      ),
      (
        "conflict",
        { view, _ in
          [
            view.widthAnchor.constraint(equalToConstant: 40), view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 30),
          ]
        }
      ),
      (
        "coefficient too small",
        { view, root in
          [
            view.widthAnchor.constraint(equalToConstant: 40),
            root.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 1e-12),
          ]
        }
      ),
    ]
    for (name, extra) in cases {
      let (root, view) = pinnedView(extra)
      let system = layoutSystem(of: root)
      #expect(system.directPoint() == nil, "\(name)")
      guard name != "coefficient too small" else { continue }
      // The full solver lays it out.
      let solves = AutoLayoutDiagnostics.directSolves
      root.layoutIfNeeded()
      #expect(view.frame.origin == .zero, "\(name)")
      #expect(AutoLayoutDiagnostics.directSolves == solves, "\(name)")
    }
    // An intrinsic size the equalities break (hugging and compression cannot both hold).
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = root.addConstrainedSubview(LabelLikeView())
    NSLayoutConstraint.activate(label.edges(equalTo: root, inset: 10))
    #expect(layoutSystem(of: root).directPoint() == nil)
    // The same label at its intrinsic size: taken.
    label.naturalSize = CGSize(width: 280, height: 180)
    #expect(layoutSystem(of: root).directPoint() != nil)
    // Measuring is never taken.
    let measuring = AutoLayoutSystem(
      root: fixed.root, mode: .fitting(target: .zero, horizontal: .required, vertical: .required))
    #expect(measuring.directPoint() == nil)
  }
}
