import Foundation
@_spi(Engine) import ScrollStackCore

// MARK: - Headless.ScrollStackContainableController

extension Headless {
  /// Adopted by a row's controller to choose its size and to hear about reloads: the headless
  /// ``ScrollStackContainable`` (requirements, defaults and documentation are there), with
  /// ``ScrollStack``, ``ScrollStackRow`` and `StackAxis`.
  ///
  /// ```swift
  /// final class GalleryController: Headless.ViewController, Headless.ScrollStackContainableController {
  ///   func scrollStackRowSizeForAxis(
  ///     _ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack
  ///   ) -> ScrollStackControllerSize? {
  ///     .fixed(300)
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ScrollStackContainableController: ScrollStackContainable
  where Stack == ScrollStack, Row == ScrollStackRow, Axis == StackAxis {}
}
