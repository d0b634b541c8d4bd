// Where a view controller is in its appearance cycle (no UIKit API of its own).

// MARK: - UIViewController.AppearanceState

extension UIViewController {
  /// The appearance cycle UIKit's `beginAppearanceTransition(_:animated:)` and
  /// `endAppearanceTransition()` move through.
  enum AppearanceState: Equatable {
    /// Not on screen: the initial state, and after `viewDidDisappear`.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// Between `viewDidAppear` and `viewWillDisappear`.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    // MARK: Internal

    /// The state a begin leads to, or `nil` when the begin is ignored: appearing begins from
    /// disappeared or disappearing (a cancelled disappearance), disappearing from appeared or
    /// appearing; a begin towards the side already reached or under way does nothing.
    func afterBegin(isAppearing: Bool) -> AppearanceState? {
      switch (self, isAppearing) {
      case (.disappeared, true), (.disappearing, true): return .appearing
      case (.appeared, false), (.appearing, false): return .disappearing
      default: return nil
      }
    }

    /// The state an end leads to, or `nil` when no transition is under way.
    var afterEnd: AppearanceState? {
      switch self {
      case .appearing: return .appeared
      case .disappearing: return .disappeared
      default: return nil
      }
    }

    /// Whether this is `appearing` or `appeared`: the side a child follows when it joins.
    var isOnScreenSide: Bool { self == .appearing || self == .appeared }
  }
}
