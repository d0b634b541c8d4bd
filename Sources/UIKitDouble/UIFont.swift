// UIFont (H16:UIFont.h): not main-actor isolated, NS_SWIFT_SENDABLE.

/// A font. The double's fonts have a point size and nothing else (no face, no metrics).
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's size in points.
  open var pointSize: CGFloat { size }

  /// ``pointSize``.
  let size: CGFloat

  /// Makes a font of `size` points.
  init(size: CGFloat) {
    self.size = size
    super.init()
  }

  /// The Dynamic Type font of `style` at the device's text size (`DoubleDevice`'s content size
  /// category, `.large` by default): the point sizes of Apple's Human Interface Guidelines table
  /// for iOS (body 17 at large, 14 at extra small, 53 at the largest accessibility size).
  @discardableResult open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(size: style.pointSize(for: DoubleDeviceTextSize.shared.category))
  }

  /// The Dynamic Type font of `style` at `traitCollection`'s text size (the device's when `nil` or
  /// unspecified).
  @discardableResult open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let given = traitCollection?.preferredContentSizeCategory ?? .unspecified
    let category = given == .unspecified ? DoubleDeviceTextSize.shared.category : given
    return UIFont(size: style.pointSize(for: category))
  }

  /// Whether `object` is a font of the same size.
  @discardableResult open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.size == size
  }

  /// A hash of the size.
  open override var hash: Int { size.hashValue }
}
