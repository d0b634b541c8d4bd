// UITableViewDataSource (X from H16:UITableView.h).

// MARK: - UITableViewDataSource

/// What a table asks for its rows. The two row requirements are required in the SDK; the
/// others are `@objc optional` (plain requirements with defaults here).
@MainActor @preconcurrency public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  @discardableResult
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`.
  @discardableResult
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
