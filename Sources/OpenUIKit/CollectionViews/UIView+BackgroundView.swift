import Foundation

extension UIView {
    /// Puts `new` behind every other subview in place of `old`, for a `backgroundView` property
    /// (``UICollectionView/backgroundView``, ``UICollectionViewCell/backgroundView``), and lays out
    /// again so the new view is sized.
    func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
        guard new !== old else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }
}
