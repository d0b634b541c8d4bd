// UIView's Auto Layout constants (H16:UIView.h, `class let` in the SDK: main-actor isolated).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension UIView {
  /// A very large size for `systemLayoutSizeFitting`: as large as the content allows (UIKit does
  /// not document its value; the double uses 10,000,000 points each way).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
