// MARK: - RowContent

/// What a row displays: a child view controller (with containment) or a plain view.
public enum RowContent<Controller: AnyObject, View: AnyObject> {
  /// A view controller; the row holds it strongly and makes it a child of the stack's controller.
  case controller(Controller)
  /// A plain view; the row holds it strongly.
  case view(View)

  // MARK: Public

  /// The controller, when the content is one.
  public var controller: Controller? {
    if case .controller(let controller) = self { return controller }
    return nil
  }

  // MARK: Package

  /// One `.controller` content per controller, in order. A loop rather than `map` with a
  /// closure: the closure of a main-actor caller checks the executor for every element.
  package static func wrapping(controllers: [Controller]) -> [RowContent] {
    var contents: [RowContent] = []
    contents.reserveCapacity(controllers.count)
    for controller in controllers { contents.append(.controller(controller)) }
    return contents
  }

  /// One `.view` content per view, in order (see ``wrapping(controllers:)``).
  package static func wrapping(views: [View]) -> [RowContent] {
    var contents: [RowContent] = []
    contents.reserveCapacity(views.count)
    for view in views { contents.append(.view(view)) }
    return contents
  }
}
