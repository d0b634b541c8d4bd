import Foundation

// MARK: - ScrollStackRowProtocol

/// What every row has, stated without UIKit: the UIKit `ScrollStackRow` adopts it, and these
/// members are written once, in the core.
///
/// You do not adopt it yourself: a row is made by its stack.
@MainActor
public protocol ScrollStackRowProtocol: AnyObject {
  /// The platform's view controller type.
  associatedtype Controller: AnyObject
  /// The platform's view type.
  associatedtype View: AnyObject
  /// What the row displays: a controller (and its view) or a plain view.
  var content: RowContent<Controller, View> { get }
  /// The row's content: the controller's root view, or the plain view.
  var contentView: View { get }
  /// The settings and tracked state the engine lays the row out with.
  @_spi(Engine) var rowState: RowState { get }
}

// MARK: - Library evolution

// Built with `-enable-library-evolution` (a binary framework), a public protocol's `@_spi`
// requirement needs a default implementation. This one is unavailable: the library's rows store
// their state themselves, and a type outside the library still cannot adopt the protocol (its
// conformance is refused at compile time, as without it). Never called.
extension ScrollStackRowProtocol {
  /// Unavailable: a row's own state witnesses the requirement.
  @available(*, unavailable, message: "Only the library's rows adopt ScrollStackRowProtocol.")
  @_spi(Engine) public var rowState: RowState {
    fatalError("Only the library's rows adopt ScrollStackRowProtocol.")
  }
}

extension ScrollStackRowProtocol {
  /// The controller the row holds, or `nil` for a plain-view row.
  public var controller: Controller? { content.controller }

  /// The row's position in its stack, or `nil` once it has been removed or its stack has been
  /// freed.
  public var index: Int? { rowState.indexInLiveStack }

  /// Whether the row's view is in the stack's view hierarchy now (see
  /// ``ScrollStackRowAttachment``): always, while it is in a stack mounting every row; while it
  /// lies in the window, in a windowed stack; never once it has been removed or its stack freed.
  public var isDisplayed: Bool { rowState.isDisplayed && !rowState.isInFreedStack }

  /// How much of the row the user can see; `.offscreen` once removed or once its stack is freed.
  /// A layout pass that row settings left pending runs first, so it is current.
  public var visibility: ScrollStackRowVisibility {
    guard !rowState.isInFreedStack else { return .offscreen }
    rowState.owner?.layoutIfNeeded()
    return rowState.visibility
  }

  /// What the row highlights: its controller if that adopts ``ScrollStackRowHighlightable``, or
  /// else its content view if that does; `nil` when neither does (the row does not highlight).
  package var highlightTarget: (any ScrollStackRowHighlightable)? {
    (content.controller as? any ScrollStackRowHighlightable) ?? (contentView as? any ScrollStackRowHighlightable)
  }

  /// Whether the separator is drawn now (hidden rows, hidden separators and the automatically
  /// hidden last separator are not); `false` once the row has left its stack.
  public var isSeparatorVisible: Bool {
    guard let index = rowState.index, let owner = rowState.owner else { return false }
    return owner.isSeparatorVisible(at: index)
  }

  /// Whether the row is highlighted (a tappable, highlightable row being touched).
  public var isHighlighted: Bool { rowState.isHighlighted }
}
