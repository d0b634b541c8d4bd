#if canImport(UIKit)
  import UIKit
  @_spi(Engine) import ScrollStackCore

  // MARK: - UIKitConversions

  // Conversions between UIKit values and Core's portable ones. Internal: users never see them
  // on UIKit's types.

  extension StackEdgeInsets {
    /// The portable value of `insets`.
    init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension UIEdgeInsets {
    /// The UIKit value of `insets`.
    init(_ insets: StackEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension StackAxis {
    /// The portable value of `axis`. Comparisons, not a `switch`: an imported `NS_ENUM` may hold
    /// values it has no case for.
    init(_ axis: NSLayoutConstraint.Axis) {
      self = axis == .horizontal ? .horizontal : .vertical
    }

    /// The UIKit value of this axis.
    var layoutAxis: NSLayoutConstraint.Axis {
      self == .horizontal ? .horizontal : .vertical
    }
  }

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

  extension ScrollViewGeometry {
    /// The geometry of `scrollView` as laid out now.
    @MainActor
    init(_ scrollView: UIScrollView) {
      self.init(
        viewportSize: scrollView.bounds.size, contentOffset: scrollView.contentOffset,
        contentSize: scrollView.contentSize, adjustedContentInset: StackEdgeInsets(scrollView.adjustedContentInset))
    }
  }

  extension UIView.AnimationOptions {
    /// The options for a keyboard-driven animation with the raw `curve` of a keyboard
    /// notification (UIKit's private keyboard curve 7 included), starting from the current state.
    static func keyboardCurve(_ curve: Int) -> UIView.AnimationOptions {
      let curveBits = UInt(clamping: curve) & 0xF
      return [UIView.AnimationOptions(rawValue: curveBits << 16), .beginFromCurrentState]
    }
  }

  extension RowSizeTraits {
    /// The size-affecting traits of a trait collection.
    init(_ traits: UITraitCollection) {
      self.init(
        contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
        horizontalSizeClass: traits.horizontalSizeClass.rawValue,
        verticalSizeClass: traits.verticalSizeClass.rawValue, displayScale: traits.displayScale)
    }
  }
#endif
