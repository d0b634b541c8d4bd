import ScrollStackUIKitDouble
import Testing

/// Activation and installation, as NSLayoutConstraint's and UIView's documentation describe them.
@Suite(.serialized)
@MainActor struct ConstraintActivationTests {
  init() { AutoLayoutDiagnostics.reset() }

  @Test("isActive installs on the closest common ancestor and false removes it — NSLayoutConstraint.isActive")
  func activationInstallsOnClosestCommonAncestor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = root.addConstrainedSubview(UIView())
    let first = parent.addConstrainedSubview(UIView())
    let second = parent.addConstrainedSubview(UIView())
    let siblings = first.leadingAnchor.constraint(equalTo: second.trailingAnchor)
    let toParent = first.topAnchor.constraint(equalTo: parent.topAnchor)
    let ownWidth = first.widthAnchor.constraint(equalToConstant: 40)
    let acrossLevels = first.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    #expect(!siblings.isActive)
    for constraint in [siblings, toParent, ownWidth, acrossLevels] { constraint.isActive = true }
    #expect(parent.constraints.map(ObjectIdentifier.init) == [siblings, toParent].map(ObjectIdentifier.init))
    #expect(first.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(ownWidth)])
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(acrossLevels)])
    #expect(siblings.isActive && ownWidth.isActive)
    siblings.isActive = false
    #expect(!siblings.isActive)
    #expect(parent.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toParent)])
  }

  @Test("activate and deactivate set isActive on each constraint — NSLayoutConstraint.activate(_:), deactivate(_:)")
  func activateAndDeactivate() {
    let parent = UIView()
    let child = parent.addConstrainedSubview(UIView())
    let constraints = child.edges(equalTo: parent, inset: 4)
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(parent.constraints.count == 4)
    NSLayoutConstraint.deactivate(Array(constraints.prefix(2)))
    #expect(parent.constraints.map(ObjectIdentifier.init) == constraints.suffix(2).map(ObjectIdentifier.init))
  }

  @Test(
    "Items with no common ancestor: the constraint stays inactive and the double reports it (UIKit raises) — NSLayoutConstraint.isActive"
  )
  func noCommonAncestorStaysInactive() {
    let lonely = UIView()
    let other = UIView()
    var heard: [String] = []
    AutoLayoutDiagnostics.handler = { heard.append($0) }
    let constraint = lonely.widthAnchor.constraint(equalTo: other.widthAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(lonely.constraints.isEmpty && other.constraints.isEmpty)
    #expect(heard.count == 1)
    #expect(heard.first?.contains("no common ancestor") == true)
  }

  @Test(
    "addConstraint installs on the receiver, removeConstraint removes; items outside its subtree are refused — UIView.addConstraint(_:)"
  )
  func addAndRemoveConstraint() {
    let root = UIView()
    let parent = root.addConstrainedSubview(UIView())
    let child = parent.addConstrainedSubview(UIView())
    let height = child.heightAnchor.constraint(equalToConstant: 30)
    root.addConstraint(height)
    #expect(height.isActive)
    #expect(root.constraints.count == 1 && child.constraints.isEmpty)
    parent.removeConstraint(height)
    #expect(height.isActive)
    root.removeConstraint(height)
    #expect(!height.isActive && root.constraints.isEmpty)
    AutoLayoutDiagnostics.handler = { _ in }
    // Counted from here: the diagnostics are process-wide, and another suite's test may have
    // reported one between this suite's `init()` and this body.
    let reportedBefore = AutoLayoutDiagnostics.messages.count
    let outside = root.widthAnchor.constraint(equalToConstant: 10)
    child.addConstraint(outside)
    #expect(!outside.isActive)
    #expect(AutoLayoutDiagnostics.messages.count == reportedBefore + 1)
  }

  @Test(
    "The item initializer takes views and guides, also as optionals passed as Any — NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
  )
  func itemInitializer() {
    let parent = UIView()
    let child = parent.addConstrainedSubview(UIView())
    let guide = UILayoutGuide()
    parent.addLayoutGuide(guide)
    let first: AnyObject? = child
    let second: AnyObject? = guide
    let constraint = NSLayoutConstraint(
      item: first as Any, attribute: .width, relatedBy: .lessThanOrEqual, toItem: second, attribute: .height,
      multiplier: 2, constant: 3)
    #expect(constraint.firstItem === child)
    #expect(constraint.secondItem === guide)
    #expect(constraint.relation == .lessThanOrEqual && constraint.multiplier == 2 && constraint.constant == 3)
    constraint.isActive = true
    #expect(parent.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(constraint)])
    let constant = NSLayoutConstraint(
      item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 44)
    #expect(constant.secondItem == nil && constant.secondAttribute == .notAnAttribute)
  }

  @Test(
    "Priorities and defaults: hugging 250, compression resistance 750, required 1000, fitting 50 — UIView.contentHuggingPriority(for:)"
  )
  func priorityDefaults() {
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
    view.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 251)
    #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 250)
    view.setContentCompressionResistancePriority(.required, for: .horizontal)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .required)
    #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let constraint = view.widthAnchor.constraint(equalToConstant: 5)
    #expect(constraint.priority == .required && constraint.multiplier == 1 && constraint.secondItem == nil)
    #expect(constraint.firstItem === view && constraint.firstAttribute == .width)
  }

  @Test(
    "A constraint or an anchor that outlives its views reads no item and is inactive — NSLayoutConstraint.firstItem, secondItem, isActive"
  )
  func constraintOutlivingItsViewsReadsNoItem() {
    // UIKit holds the items unowned(unsafe) (reading a freed one is undefined); the double reads
    // nil, as a weak reference would, without being one.
    var constraint: NSLayoutConstraint?
    var anchor: NSLayoutDimension?
    var guideConstraint: NSLayoutConstraint?
    weak var freedParent: UIView?
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = parent.addConstrainedSubview(UIView())
      let guide = UILayoutGuide()
      parent.addLayoutGuide(guide)
      constraint = child.leftAnchor.constraint(equalTo: parent.leftAnchor)
      constraint?.isActive = true
      guideConstraint = guide.topAnchor.constraint(equalTo: parent.topAnchor)
      anchor = child.widthAnchor
      #expect(constraint?.firstItem === child)
      #expect(constraint?.secondItem === parent)
      #expect(guideConstraint?.firstItem === guide)
      #expect(constraint?.isActive == true)
      freedParent = parent
    }
    #expect(freedParent == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
    #expect(constraint?.isActive == false)
    #expect(guideConstraint?.firstItem == nil)
    #expect(anchor?.constraint(equalToConstant: 10).firstItem == nil)
  }
}
