@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackControllerDelegate

/// Told about scrolling, row visibility, layout and content-size changes of a ``ScrollStack``:
/// the UIKit ``ScrollStackObserver`` (requirements, defaults and documentation are there).
/// Independent of the scroll view's `delegate`, which stays yours.
@MainActor
public protocol ScrollStackControllerDelegate: ScrollStackObserver
where Stack == ScrollStack, Row == ScrollStackRow {}
