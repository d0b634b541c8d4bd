import Foundation
@_spi(Engine) import ScrollStackCore

// MARK: - Headless.ScrollStackRowHighlightable

extension Headless {
  /// The highlight protocol every stack shares, under the name the headless API uses.
  public typealias ScrollStackRowHighlightable = ScrollStackCore.ScrollStackRowHighlightable
}
