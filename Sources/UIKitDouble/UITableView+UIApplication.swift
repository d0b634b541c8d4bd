// Table views and the application object, used by the iOS example (X from H16:UITableView.h,
// UITableViewCell.h, UIApplication.h; DOCS for UIApplicationDelegate.main()).

extension UITableView {
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }
}

@MainActor @preconcurrency open class UITableView: UIScrollView {
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }  // weak in the SDK
  open var rowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open func reloadData() { fatalError() }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    fatalError()
  }
}

/// The two row requirements are required in the SDK; the others are `@objc optional`.
@MainActor @preconcurrency public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

extension UITableViewCell {
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  public enum SelectionStyle: Int, @unchecked Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }
}

@MainActor @preconcurrency open class UITableViewCell: UIView {
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var textLabel: UILabel? { fatalError() }
  open var detailTextLabel: UILabel? { fatalError() }
  open var selectionStyle: UITableViewCell.SelectionStyle {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor @preconcurrency open class UIApplication: UIResponder {
}

extension UIApplication {
  public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// Every requirement is `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// The `@main` entry point the UIKit overlay provides.
  @MainActor @preconcurrency public static func main() { fatalError() }
}
