#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A row with a title and a switch. Tapping anywhere on the row flips the switch
  /// (``Tappable``); a tap on the switch itself goes to the switch.
  public final class SwitchRowView: UIView {
    // MARK: Lifecycle

    public init() {
      super.init(frame: .zero)
      titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      toggle.translatesAutoresizingMaskIntoConstraints = false
      toggle.addTarget(self, action: #selector(toggleDidChange), for: .valueChanged)
      addSubview(titleLabel)
      addSubview(toggle)
      NSLayoutConstraint.activate([
        titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        titleLabel.topAnchor.constraint(equalTo: topAnchor),
        titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        toggle.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
        toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -2),
        toggle.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -1),
      ])
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      nil
    }

    // MARK: Public

    /// The row's title.
    public var text: String? {
      get { titleLabel.text }
      set { titleLabel.text = newValue }
    }

    /// Called with the switch's new state each time it changes.
    public var switchDidChange: ((_ isOn: Bool) -> Void)?

    // MARK: Private

    private let titleLabel = UILabel()
    private let toggle = UISwitch(frame: .zero)

    @objc private func toggleDidChange() {
      switchDidChange?(toggle.isOn)
    }
  }

  extension SwitchRowView: Tappable {
    /// Flips the switch, as a tap on it would, and reports the change.
    public func didTapView() {
      toggle.setOn(!toggle.isOn, animated: true)
      toggle.sendActions(for: .valueChanged)
    }
  }
#endif
