import Foundation

extension UICollectionView {
    /// The direction a flow layout's content scrolls in (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}
