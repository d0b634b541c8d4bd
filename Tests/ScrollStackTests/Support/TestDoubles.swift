import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

/// A row of `length` points holding a plain view labelled `label`.
@MainActor
func labelledView(_ label: String, length: CGFloat = 100) -> SizedView {
  let view = SizedView(intrinsicSize: CGSize(width: length, height: length))
  view.accessibilityLabel = label
  return view
}
