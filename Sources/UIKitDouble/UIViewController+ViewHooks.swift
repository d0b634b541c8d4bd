// Where the views hand over to their view controller (the view a controller loaded is its root
// view): placeholders until the controller part of the double lands.

extension UIViewController {
  /// The root view moved into `window`, or out of any window (`nil`): UIKit sends the appearance
  /// calls of a window's root view controller from here.
  func rootViewDidMove(toWindow window: UIWindow?) {}

  /// The root view is about to lay out its subviews (`viewWillLayoutSubviews()`).
  func rootViewWillLayoutSubviews() {}

  /// The root view laid out its subviews (`viewDidLayoutSubviews()`).
  func rootViewDidLayoutSubviews() {}
}
