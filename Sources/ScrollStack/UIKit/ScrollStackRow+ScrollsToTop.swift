@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + scrollsToTop

// The stack stays the one scroll view the status-bar tap scrolls to the top (UIKit scrolls only
// when exactly one scroll view on screen has `scrollsToTop` on): the scroll views in a row's
// content (a gallery, a text view, a table, a nested stack) are turned off while the content is
// in the row, and those the stack turned off are turned on again when it leaves. The rule is
// the core's `ScrollsToTopClaims`. The content is searched when it joins the row, each time the
// row enters a window (it is displayed, or the screen is shown) and when the row is reloaded,
// never on a scroll: a scroll view added to a row's content later is caught at the first of
// these.
extension ScrollStackRow {
  /// Turns off `scrollsToTop` of the scroll views in the content that the row has not found
  /// before. A nested ``ScrollStack`` is turned off and not searched: its own rows do that.
  func claimNestedScrollsToTop() {
    // The content view's class is known (``contentScrollView``, cast when the row was made).
    if let scrollView = contentScrollView, !claimScrollsToTop(of: scrollView) { return }
    var pending = contentView.subviews
    while let view = pending.popLast() {
      if let scrollView = view as? UIScrollView, !claimScrollsToTop(of: scrollView) { continue }
      pending.append(contentsOf: view.subviews)
    }
  }

  /// Turns on again the scroll views the row turned off that are still off, and forgets them all
  /// (the content left the row).
  func releaseNestedScrollsToTop() {
    guard var claims = scrollsToTopClaims, !claims.isEmpty else { return }
    let turnedOff = claims.release()
    scrollsToTopClaims = nil
    for scrollView in turnedOff where !scrollView.scrollsToTop {
      scrollView.scrollsToTop = true
    }
  }

  /// Turns off `scrollView`'s `scrollsToTop` if it is found on for the first time; returns
  /// whether its subviews are to be searched (not in a nested stack).
  private func claimScrollsToTop(of scrollView: UIScrollView) -> Bool {
    // Made on the first scroll view found: most rows hold none and cost nothing here.
    var claims = scrollsToTopClaims ?? ScrollsToTopClaims()
    scrollsToTopClaims = nil  // one owner while it changes: no copy of its table
    let turnsOff = claims.shouldTurnOff(scrollView, isOn: scrollView.scrollsToTop)
    scrollsToTopClaims = claims
    if turnsOff { scrollView.scrollsToTop = false }
    return !(scrollView is ScrollStack)
  }
}
