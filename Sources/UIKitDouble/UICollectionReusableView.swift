// UICollectionReusableView (X from H16:UICollectionViewCell.h).

/// A view a collection view reuses (cells, headers). Only the class is modelled: no collection
/// view, no reuse.
@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionReusableView: UIView {}
