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
}
