// UIAction (X from H16:UIAction.h; DOCS for init(title:image:identifier:…:handler:)).

// MARK: - UIAction

/// An action: a title and the handler a control or bar button runs, given the action.
@MainActor @preconcurrency open class UIAction: UIMenuElement {
  // MARK: Initializers

  /// Creates an action running `handler`; without `identifier`, it gets a unique one (as UIKit).
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
    self.title = title
    self.image = image
    self.identifierStorage = identifier ?? UIAction.Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
  }

  // MARK: Properties

  /// The title; `""` by default.
  open var title = ""

  /// The image; `nil` by default.
  open var image: UIImage?

  /// The identifier; a unique one unless given.
  open var identifier: UIAction.Identifier { identifierStorage }

  /// A longer title; `nil` by default.
  open var discoverabilityTitle: String?

  /// Stored only; none by default.
  open var attributes: UIMenuElement.Attributes = []

  /// Stored only; `.off` by default.
  open var state: UIMenuElement.State = .off

  // MARK: Package

  /// Runs the handler with this action, as a control does when its event fires.
  package func performHandler() {
    handler(self)
  }

  // MARK: Private

  private var identifierStorage = UIAction.Identifier(rawValue: "")
  private var handler: UIActionHandler = { _ in }
}
