// UITableView.automaticDimension (X from H16:UITableView.h).

// MARK: - UITableView + AutomaticDimension

extension UITableView {
  // `class let` in the SDK: main-actor isolated.
  /// The row height that asks for self-sizing; the double's tables use 44 points for it.
  public static let automaticDimension: CGFloat = -1
}
