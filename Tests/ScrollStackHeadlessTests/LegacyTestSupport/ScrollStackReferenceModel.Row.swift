// The headless copy of a ScrollStackTestSupport file, kept (issue 21) while the tests of
// Tests/ScrollStackHeadlessTests move to the UIKit host; it goes with the last of them.
import Foundation
import ScrollStackHeadless

// MARK: - ScrollStackReferenceModel.Row

extension ScrollStackReferenceModel {
  /// One row of the model: the settings that decide its extent, and the test's `tag` for it.
  public struct Row {
    // MARK: Lifecycle

    /// A row `length` points long along the axis (its controller's `.fixed` size or its view's
    /// fitted length), shown unless `isHidden`, with `insets` (`rowInsets`) and
    /// `padding` (`rowPadding`), both zero by default.
    public init(
      tag: Tag, length: CGFloat, isHidden: Bool = false, insets: StackEdgeInsets = .zero,
      padding: StackEdgeInsets = .zero
    ) {
      self.tag = tag
      self.length = length
      self.isHidden = isHidden
      self.insets = insets
      self.padding = padding
    }

    // MARK: Public

    /// What the test recognises the row by.
    public var tag: Tag
    /// The row's content length along the axis, insets and padding excluded.
    public var length: CGFloat
    /// Whether the row is hidden (it then takes no room).
    public var isHidden: Bool
    /// Room inside the row's frame, around its content (`row.rowInsets`, `setRowInsets`).
    public var insets: StackEdgeInsets
    /// Room outside the row's frame, between it and its neighbours (`row.rowPadding`, `setRowPadding`).
    public var padding: StackEdgeInsets
  }
}

extension ScrollStackReferenceModel.Row where Tag == Void {
  /// A row with no tag; see ``init(tag:length:isHidden:insets:padding:)``.
  public init(
    length: CGFloat, isHidden: Bool = false, insets: StackEdgeInsets = .zero, padding: StackEdgeInsets = .zero
  ) {
    self.init(tag: (), length: length, isHidden: isHidden, insets: insets, padding: padding)
  }
}

extension ScrollStackReferenceModel.Row: Equatable where Tag: Equatable {}
extension ScrollStackReferenceModel.Row: Sendable where Tag: Sendable {}
