import Foundation
@_spi(Engine) import ScrollStackCore

// MARK: - Headless.ScrollStackControllerDelegate

extension Headless {
  /// Told about scrolling, row visibility, layout and content-size changes of a headless
  /// ``ScrollStack``: the headless ``ScrollStackObserver`` (requirements, defaults and
  /// documentation are there).
  @MainActor
  public protocol ScrollStackControllerDelegate: ScrollStackObserver
  where Stack == ScrollStack, Row == ScrollStackRow {}
}
