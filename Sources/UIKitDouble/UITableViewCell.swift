// UITableViewCell (X from H16:UITableViewCell.h; DOCS for textLabel and detailTextLabel).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UITableViewCell

/// A table row's view: its labels are made on first access, as subviews; `detailTextLabel` is
/// `nil` for the `.default` style, as UIKit documents. The double does not lay the labels out
/// and has no content view, accessory or selection.
@MainActor @preconcurrency open class UITableViewCell: UIView {
  // MARK: Initializers

  /// Creates a cell of `style` that `reuseIdentifier` dequeues.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Creates a `.default` cell (nothing is decoded).
  public required init?(coder: NSCoder) {
    style = .default
    storedReuseIdentifier = nil
    super.init(frame: .zero)
  }

  // MARK: Content

  /// The main label, made on first access.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    addSubview(label)
    storedTextLabel = label
    return label
  }

  /// The secondary label, made on first access; `nil` for the `.default` style.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel(frame: .zero)
    addSubview(label)
    storedDetailTextLabel = label
    return label
  }

  /// Stored only; `.default` by default.
  open var selectionStyle = UITableViewCell.SelectionStyle.default

  /// The identifier the cell was made with; a table reuses it for the same identifier.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  // MARK: Private

  private let style: UITableViewCell.CellStyle
  private let storedReuseIdentifier: String?
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
}
