import Foundation

/// Where a layout puts one element of a collection view — a cell, or a supplementary view such as a
/// section header — and how it looks there: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A layout makes one per element (``init(forCellWith:)``,
/// ``init(forSupplementaryViewOfKind:with:)``); the collection view places the element's view from it
/// and passes it to the view's ``UICollectionReusableView/apply(_:)``. As in UIKit, a layout that
/// changes attributes its superclass returned copies them first (``copy(with:)``).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's center, in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's frame: its ``size`` around its ``center`` (the ``transform`` is not applied, as
    /// UIKit's).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds: its ``size`` at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element view's transform (identity by default).
    open var transform: CGAffineTransform = .identity
    /// The element view's alpha (1 by default).
    open var alpha: CGFloat = 1
    /// Where the element sits among the others: a higher index is drawn above (0 by default).
    open var zIndex = 0
    /// Whether the element's view is hidden (false by default).
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the attributes place a cell or a supplementary view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// A supplementary view's kind (``UICollectionView/elementKindSectionHeader``, …); nil for a cell.
    open private(set) var representedElementKind: String?
    /// Whether ``size`` is the flow layout's estimate for a self-sizing cell, which the cell's
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` then measures; UIKit tells a
    /// cell this through private state too.
    var isSizeEstimated = false

    /// Attributes for a cell, at the origin with no size.
    public override required init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`, as UIKit's `init(forCellWith:)`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy of the same class with the same values, as UIKit's `NSCopying` conformance: a subclass
    /// that adds properties overrides this and copies them onto `super`'s result.
    open func copy(with zone: NSZone?) -> Any {
        let copy = Self()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.isSizeEstimated = isSizeEstimated
        return copy
    }
}
