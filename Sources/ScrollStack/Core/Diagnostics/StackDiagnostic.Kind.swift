// MARK: - StackDiagnostic.Kind

extension StackDiagnostic {
  /// What kind of problem was found.
  public enum Kind: String, Hashable, Sendable {
    /// An index outside `0..<rows.count` (or `0...rows.count` for an insertion).
    case indexOutOfRange
    /// A row that is no longer in this stack.
    case staleRow
    /// A controller or view that is already the content of a row in this stack.
    case duplicateContent
    /// A controller or view that is not the content of any row (for `after`/`before` locations).
    case contentNotFound
    /// A move of a row to the index it already has.
    case moveToSameIndex
    /// A size, inset or length that is NaN, infinite or negative.
    case invalidSize
    /// An offset that is NaN or infinite.
    case invalidOffset
    /// A viewport with zero or invalid size: nothing can be visible.
    case emptyViewport
    /// A request that changes nothing (hiding a hidden row, showing a shown one).
    case redundantRequest
    /// A keyboard frame or notification that could not be used.
    case invalidKeyboardInput
    /// A scroll request for a view or rectangle outside the scroll content, or for a hidden row
    /// (which takes no space in it).
    case targetOutsideContent
    /// A content view whose size is not defined on either axis.
    case undefinedContentSize
    /// A view that cannot go where it was asked to because it contains that place: a content
    /// view that is the scroll view around it, or an ancestor of the scroll view or of the platform
    /// controller's view.
    case invalidHierarchy
  }
}
