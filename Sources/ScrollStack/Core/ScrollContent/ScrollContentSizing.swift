import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollContentSizing

/// The size of a scroll view's content view: its own fitting size, but at least the visible
/// area on each axis where it does not hug its own size.
///
/// The visible-area minimum is a low-priority wish, so content larger than the viewport keeps
/// its own size and scrolls, and content that hugs its own size on an axis is not stretched on
/// that axis. With ``shouldResizeContentViewForKeyboard`` the height minimum shrinks to the
/// part of the visible area the keyboard leaves uncovered; the content never goes below its own
/// fitting size.
public struct ScrollContentSizing: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates sizing input; see the properties for the defaults.
  public init(
    fittingSize: CGSize, visibleSize: CGSize, hugsWidth: Bool = false, hugsHeight: Bool = false,
    keyboardOverlap: CGFloat = 0, shouldResizeContentViewForKeyboard: Bool = false
  ) {
    self.fittingSize = fittingSize
    self.visibleSize = visibleSize
    self.hugsWidth = hugsWidth
    self.hugsHeight = hugsHeight
    self.keyboardOverlap = keyboardOverlap
    self.shouldResizeContentViewForKeyboard = shouldResizeContentViewForKeyboard
  }

  // MARK: Public

  /// The smallest size the content's own layout allows (UIKit: `systemLayoutSizeFitting` with
  /// the compressed size). A NaN, infinite or negative length means the content's constraints
  /// do not define that axis.
  public var fittingSize: CGSize
  /// The size of the scroll view's visible area (its safe area) as it would be without the
  /// keyboard.
  public var visibleSize: CGSize
  /// Whether the content keeps its own width instead of growing to the visible width.
  public var hugsWidth: Bool
  /// Whether the content keeps its own height instead of growing to the visible height.
  public var hugsHeight: Bool
  /// How much of the visible height the keyboard covers (see
  /// ``KeyboardAvoidanceController/keyboardSafeAreaContribution``); defaults to zero.
  public var keyboardOverlap: CGFloat
  /// Whether the height minimum shrinks while the keyboard is up; `false` by default, which
  /// keeps the content as tall as without the keyboard.
  public var shouldResizeContentViewForKeyboard: Bool

  /// Computes the content size.
  ///
  /// On an axis whose fitting length is undefined the content takes the visible length (or
  /// zero when that is unusable too) and a diagnostic is reported.
  public func resolve() -> Result {
    var diagnostics: [StackDiagnostic] = []
    let visibleWidth = Self.usable(visibleSize.width) ?? 0
    let visibleHeight = Self.usable(visibleSize.height) ?? 0
    let overlap = Self.usable(keyboardOverlap) ?? 0
    let minimumHeight = shouldResizeContentViewForKeyboard ? Swift.max(0, visibleHeight - overlap) : visibleHeight
    let width = length(
      fitting: fittingSize.width, minimum: visibleWidth, hugs: hugsWidth, axis: "width", diagnostics: &diagnostics)
    let height = length(
      fitting: fittingSize.height, minimum: minimumHeight, hugs: hugsHeight, axis: "height",
      diagnostics: &diagnostics)
    return Result(size: CGSize(width: width, height: height), diagnostics: diagnostics)
  }

  /// The content size, ignoring diagnostics.
  public var contentSize: CGSize { resolve().size }

  // MARK: Private

  private static func usable(_ value: CGFloat) -> CGFloat? {
    value.isFinite && value >= 0 ? value : nil
  }

  private func length(
    fitting: CGFloat, minimum: CGFloat, hugs: Bool, axis: String, diagnostics: inout [StackDiagnostic]
  ) -> CGFloat {
    guard let own = Self.usable(fitting) else {
      diagnostics.append(
        StackDiagnostic(
          kind: .undefinedContentSize, operation: "ScrollContentSizing.resolve()",
          message: "The content's fitting \(axis) \(fitting) is undefined; using the visible \(axis) \(minimum)."))
      return minimum
    }
    return hugs ? own : Swift.max(own, minimum)
  }
}
