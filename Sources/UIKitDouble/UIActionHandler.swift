// UIActionHandler (X from H16:UIAction.h).

/// The block a `UIAction` runs, given the action.
public typealias UIActionHandler = (UIAction) -> Void
