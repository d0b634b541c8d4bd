// UICollectionViewCell (X from H16:UICollectionViewCell.h).

/// A collection view cell. Only the class is modelled (a cell handles its own touches: selection
/// by its collection view); no content view, selection or configuration.
@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewCell: UICollectionReusableView {}
