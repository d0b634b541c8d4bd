// MARK: - ScrollsToTopClaims

/// The scroll views inside one row whose `scrollsToTop` the stack turned off, so that the stack
/// stays the one scroll view a status-bar tap scrolls to the top: UIKit scrolls only when
/// exactly one scroll view on screen has `scrollsToTop` on, and a row holding a gallery, a text
/// view or a table would make it two.
///
/// Each scroll view is decided once, when the row first finds it (its content joins the row, the
/// row is displayed): one found on is turned off and remembered; one found off is remembered and
/// left alone. A scroll view found again is left as it is now, so an app that turns one back on
/// (to have it scroll to the top instead of the stack) keeps its choice. When the content leaves
/// the row, the stack turns on again those it turned off (``release()``).
///
/// Views are held weakly and known by identity; a freed view's identity reused by a new view
/// counts as a new view.
package struct ScrollsToTopClaims<ScrollView: AnyObject> {
  // MARK: Lifecycle

  /// No scroll view found yet.
  package init() {}

  // MARK: Package

  /// Whether no scroll view has been found (or all were released).
  package var isEmpty: Bool { entries.isEmpty }

  /// The row found `view`, whose `scrollsToTop` is `isOn`: whether the stack turns it off now
  /// (`true` only the first time it is found on). Recorded either way.
  package mutating func shouldTurnOff(_ view: ScrollView, isOn: Bool) -> Bool {
    let identity = ObjectIdentifier(view)
    if let entry = entries[identity], entry.view === view { return false }
    entries[identity] = Entry(view: view, wasTurnedOff: isOn)
    return isOn
  }

  /// The views the stack turned off that are still alive, for it to turn on again as the
  /// content leaves the row; every view is forgotten.
  package mutating func release() -> [ScrollView] {
    let turnedOff = entries.values.compactMap { $0.wasTurnedOff ? $0.view : nil }
    entries.removeAll()
    return turnedOff
  }

  // MARK: Private

  /// A scroll view found, and whether the stack turned it off.
  private struct Entry {
    weak var view: ScrollView?
    let wasTurnedOff: Bool
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
}
