// UIContentContainer (X from H16:UIViewController.h).

// MARK: - UIContentContainer

/// What a container learns about its children's sizes and transitions. `UIViewController`
/// implements every requirement (see its members for what the double does).
@MainActor @preconcurrency public protocol UIContentContainer: NSObjectProtocol {
  /// The size the container would like.
  var preferredContentSize: CGSize { get }
  /// Called when a child's `preferredContentSize` changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Called when a child's fitting size changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size a child gets within `parentSize`.
  @discardableResult
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  /// Called before the container's view changes size.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the container's traits change.
  func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
