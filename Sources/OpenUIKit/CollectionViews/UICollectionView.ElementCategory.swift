import Foundation

extension UICollectionView {
    /// What a ``UICollectionViewLayoutAttributes`` places: a cell, a supplementary view (a header or
    /// footer) or a decoration view (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }
}
