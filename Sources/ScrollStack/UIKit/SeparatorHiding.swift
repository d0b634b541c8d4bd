// MARK: - SeparatorHiding

/// Adopted by a row view whose row never shows its separator: AloeStackView's protocol of the
/// same name, for reusable rows that always look that way.
///
/// A view adopting it that is added with AloeStackView's calls (``ScrollStack/addRow(_:animated:)``,
/// `prependRow`, `insertRow`…) gets its row's ``ScrollStackRow/isSeparatorHidden`` set, and
/// ``ScrollStack/showSeparator(forRow:)`` leaves it hidden. Rows added with
/// ``ScrollStack/addRow(view:at:animated:completion:)`` are not affected: set their
/// `isSeparatorHidden` instead.
@MainActor
public protocol SeparatorHiding: AnyObject {}
