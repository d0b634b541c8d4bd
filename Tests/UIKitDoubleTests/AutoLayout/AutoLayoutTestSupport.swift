import ScrollStackUIKitDouble

/// Whether the views' part of the double (UIView's init, frames, hierarchy, layout pass) is on
/// this branch. On the Auto Layout branch alone UIView's bodies are still `fatalError()`, so the
/// tests that make views run only once the views' branch is merged: set this to `true` then.
enum AutoLayoutTestGate {
  static let viewsAreImplemented = false
}

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
