import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A row of `length` points holding a plain view labelled `label`.
@MainActor
func labelledView(_ label: String, length: CGFloat = 100) -> Headless.View {
  let view = Headless.View(intrinsicSize: CGSize(width: length, height: length))
  view.accessibilityLabel = label
  return view
}
