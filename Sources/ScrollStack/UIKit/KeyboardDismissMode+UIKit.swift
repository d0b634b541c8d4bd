@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - KeyboardDismissMode + UIKit

extension KeyboardDismissMode {
  /// The portable value of `mode`; an unknown mode counts as `.none`.
  init(_ mode: UIScrollView.KeyboardDismissMode) {
    if mode == .onDrag {
      self = .onDrag
    } else if mode == .interactive {
      self = .interactive
    } else if mode == .onDragWithAccessory {
      self = .onDragWithAccessory
    } else if mode == .interactiveWithAccessory {
      self = .interactiveWithAccessory
    } else {
      self = .none
    }
  }
}
