import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A container whose length follows its scrolling content up to a maximum: below it the
/// container grows with the content and nothing scrolls; beyond it the container stays at the
/// maximum and the content scrolls inside it.
///
/// The Auto Layout recipe is a required `<=` maximum on the scroll view and a lower-priority
/// `==` to the content; this is the same rule as a pure function along one axis.
public struct SelfSizingScrollContainer: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates the rule. A NaN or negative maximum is treated as zero; an infinite maximum means
  /// "no limit". A minimum larger than the maximum is lowered to it.
  public init(maximumLength: CGFloat, minimumLength: CGFloat = 0) {
    let maximum = maximumLength.isNaN ? 0 : Swift.max(0, maximumLength)
    let minimum = minimumLength.isFinite ? Swift.max(0, minimumLength) : 0
    self.maximumLength = maximum
    self.minimumLength = Swift.min(minimum, maximum)
  }

  // MARK: Public

  /// The layout of the container for one content length.
  public struct Layout: Hashable, Sendable {
    /// The container's (and scroll view's) length along the axis.
    public var containerLength: CGFloat
    /// The content's length, which becomes the scroll view's content length.
    public var contentLength: CGFloat
    /// Whether the content is longer than the container and so scrolls.
    public var isScrollable: Bool
  }

  /// The longest the container may be.
  public let maximumLength: CGFloat
  /// The shortest the container may be, even with less content; zero by default.
  public let minimumLength: CGFloat

  /// The container's layout for content of `contentLength`. A NaN or negative content length
  /// counts as zero; an infinite one fills the maximum and scrolls.
  public func layout(contentLength: CGFloat) -> Layout {
    let content = contentLength.isNaN ? 0 : Swift.max(0, contentLength)
    let container = Swift.min(Swift.max(content, minimumLength), maximumLength)
    return Layout(containerLength: container, contentLength: content, isScrollable: content > container)
  }
}
