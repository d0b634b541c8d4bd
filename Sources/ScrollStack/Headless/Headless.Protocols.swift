import Foundation
@_spi(Engine) import ScrollStackCore

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

  /// Told about scrolling, row visibility, layout and content-size changes of a headless
  /// ``ScrollStack``: the headless ``ScrollStackObserver`` (requirements, defaults and
  /// documentation are there).
  @MainActor
  public protocol ScrollStackControllerDelegate: ScrollStackObserver
  where Stack == ScrollStack, Row == ScrollStackRow {}

  /// The highlight protocol every stack shares, under the name the headless API uses.
  public typealias ScrollStackRowHighlightable = ScrollStackCore.ScrollStackRowHighlightable

  /// The custom-transition protocol every stack shares, under the name the headless API uses.
  public typealias ScrollStackRowAnimatable = ScrollStackCore.ScrollStackRowAnimatable
}
