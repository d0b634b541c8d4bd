import ScrollStackUIKitDouble

/// A view with a fixed intrinsic content size, like a one-line label.
final class LabelLikeView: UIView {
  var naturalSize = CGSize(width: 100, height: 20) {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { naturalSize }
}

@MainActor
extension UIView {
  /// A view placed by constraints, added to `self`.
  func addConstrainedSubview<View: UIView>(_ view: View) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
    return view
  }

  /// Constraints pinning `self`'s four edges to `other`'s, inset by `inset`.
  func edges(equalTo other: UIView, inset: CGFloat) -> [NSLayoutConstraint] {
    [
      leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
      trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
      topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
      bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ]
  }
}
