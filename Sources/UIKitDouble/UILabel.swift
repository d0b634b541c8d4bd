// UILabel (X from H16:UILabel.h; DOCS for numberOfLines and intrinsicContentSize).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UILabel

/// A label: it stores its text and reports a size for it from a simple text metric, as there are
/// no fonts to measure with.
///
/// The metric: a character is `0.5 × pointSize` wide and a line `1.2 × pointSize` tall
/// (`pointSize` is the font's, 17 without a font, UIKit's default label size). With
/// `numberOfLines` 1 the text is one line as wide as its characters; with 0 (any number) or more
/// than 1, lines wrap at `preferredMaxLayoutWidth` when it is positive, else at the bounds width
/// when that is positive (characters per line = ⌊width / character width⌋, at least 1; text
/// split on characters, not words), and `numberOfLines` > 1 caps the line count. Empty or `nil`
/// text is `.zero`. Changing the text, font or line settings invalidates the intrinsic size.
@MainActor @preconcurrency open class UILabel: UIView {
  /// A label is an accessibility element, as UIKit's standard views are.
  override class var isAccessibilityElementByDefault: Bool { true }

  // MARK: Text

  /// The text; `nil` by default.
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The font; `nil` unless set (UIKit returns the system font of 17 points; the double measures
  /// with 17 points then).
  open var font: UIFont! {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Stored only; `nil` by default.
  open var textColor: UIColor!

  /// Stored only; `.natural` by default.
  open var textAlignment = NSTextAlignment.natural

  /// The most lines the text takes; 1 by default, 0 for any number.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The width multi-line text wraps at; 0 (the bounds width) by default.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Stored only; `false` by default.
  open var adjustsFontForContentSizeCategory = false

  // MARK: Size

  /// The text's size by the metric in the type's description.
  open override var intrinsicContentSize: CGSize {
    Self.textSize(
      of: text ?? "", pointSize: font?.pointSize ?? Self.defaultPointSize, numberOfLines: numberOfLines,
      wrapWidth: wrapWidth)
  }

  // MARK: Package

  /// The point size the metric uses without a font.
  package static let defaultPointSize: CGFloat = 17

  /// The size of `text` by the label metric, wrapping at `wrapWidth` when it is positive and
  /// `numberOfLines` is not 1.
  package static func textSize(of text: String, pointSize: CGFloat, numberOfLines: Int, wrapWidth: CGFloat)
    -> CGSize
  {
    let characters = text.count
    guard characters > 0 else { return .zero }
    let characterWidth = 0.5 * pointSize
    let lineHeight = 1.2 * pointSize
    guard numberOfLines != 1, wrapWidth > 0 else {
      return CGSize(width: CGFloat(characters) * characterWidth, height: lineHeight)
    }
    let perLine = max(1, Int((wrapWidth / characterWidth).rounded(.down)))
    var lines = (characters + perLine - 1) / perLine
    if numberOfLines > 1 { lines = min(lines, numberOfLines) }
    let width = CGFloat(min(characters, perLine)) * characterWidth
    return CGSize(width: width, height: CGFloat(lines) * lineHeight)
  }

  // MARK: Private

  private var wrapWidth: CGFloat { preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width }
}
