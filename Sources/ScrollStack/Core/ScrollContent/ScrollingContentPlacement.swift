import Foundation

// MARK: - ScrollingContentPlacement

/// The rule that decides whether a view can become a scrolling-content manager's content view;
/// both hosts ask it before they move any view.
package enum ScrollingContentPlacement {
  // MARK: Package

  /// Why a candidate content view cannot be installed, or `nil` when it can.
  ///
  /// The content view goes inside the scroll view, and the scroll view goes inside the host's
  /// view hierarchy, so a content view that contains either of them would have to contain
  /// itself. The host's root view is the one containing view that is accepted, and only while
  /// the scroll view is not yet inside it: it is then replaced by a new root.
  /// - Parameters:
  ///   - containsScrollView: the candidate is the scroll view, or one of its ancestors.
  ///   - containsHostRootView: the candidate is a proper ancestor of the host controller's root
  ///     view (the root view itself does not count).
  package static func refusalReason(containsScrollView: Bool, containsHostRootView: Bool) -> String? {
    if containsScrollView {
      return "The view is the scroll view or contains it, so it cannot go inside it; the content view was not changed."
    }
    if containsHostRootView {
      return "The view contains the host controller's view, so it cannot go inside the scroll view; "
        + "the content view was not changed."
    }
    return nil
  }

  /// The diagnostic that reports a refused content view.
  package static func diagnostic(reason: String) -> StackDiagnostic {
    StackDiagnostic(kind: .invalidHierarchy, operation: "contentView", message: reason)
  }
}
