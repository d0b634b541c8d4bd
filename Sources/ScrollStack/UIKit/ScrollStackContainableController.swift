@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackContainableController

/// Adopted by a row's view controller to choose its size and to hear about reloads: the UIKit
/// ``ScrollStackContainable`` (requirements, defaults and documentation are there), with
/// ``ScrollStack``, ``ScrollStackRow`` and `NSLayoutConstraint.Axis`.
///
/// Both requirements have default implementations: no size (the content's own Auto Layout
/// decides, measured with `systemLayoutSizeFitting`) and no reload work.
///
/// ```swift
/// final class GalleryController: UIViewController, ScrollStackContainableController {
///   func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow,
///                                  in stackView: ScrollStack) -> ScrollStack.ControllerSize? {
///     axis == .vertical ? .fixed(500) : .fixed(300)
///   }
/// }
/// ```
@MainActor
public protocol ScrollStackContainableController: ScrollStackContainable
where Stack == ScrollStack, Row == ScrollStackRow, Axis == NSLayoutConstraint.Axis {}
