// UIApplicationDelegate (X from H16:UIApplication.h; DOCS for UIApplicationDelegate.main()).

// MARK: - UIApplicationDelegate

/// The application's delegate. Every requirement is `@objc optional` in the SDK; plain
/// requirements with defaults here.
@MainActor @preconcurrency public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Launching finished; whether the app handles the launch.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app's window.
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  /// `true`.
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// `nil`; setting it stores nothing.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// The `@main` entry point the UIKit overlay provides. A documented no-op in the double: it
  /// returns at once (there is no run loop to start; UIKit's never returns).
  @MainActor @preconcurrency public static func main() {}
}
