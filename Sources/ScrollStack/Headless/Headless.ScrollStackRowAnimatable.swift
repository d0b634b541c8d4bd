import Foundation
@_spi(Engine) import ScrollStackCore

// MARK: - Headless.ScrollStackRowAnimatable

extension Headless {
  /// The custom-transition protocol every stack shares, under the name the headless API uses.
  public typealias ScrollStackRowAnimatable = ScrollStackCore.ScrollStackRowAnimatable
}
