import Foundation

/// The object that decides where a collection view's cells and supplementary views go: UIKit's
/// abstract `UICollectionViewLayout`, subclassed by ``UICollectionViewFlowLayout`` and by an app's own
/// layouts.
///
/// The collection view calls ``prepare()`` once after each invalidation (a reload, an update,
/// ``invalidateLayout()``, a bounds change the layout asks to be invalidated for), then asks for
/// ``collectionViewContentSize`` and for ``layoutAttributesForElements(in:)`` of the visible rect,
/// and makes views only for what that returns — so a layout that answers quickly for a rect keeps a
/// 10,000-item collection as cheap as a screenful. The defaults are UIKit's: no content, no elements.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout, or nil while it has none.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Computes what the layout needs before the collection view asks for attributes: called once per
    /// invalidation, before the next layout pass. Does nothing by default; call super.
    open func prepare() {}

    /// The size of the whole content, which becomes the collection view's `contentSize` (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates); nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new ``prepare()``
    /// (false by default, as UIKit's; a scroll alone then asks only for the newly visible elements).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (from its
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) differ enough from the
    /// layout's to lay out again: false by default, as UIKit's.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Asks for a new ``prepare()`` before the collection view's next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    /// Keeps what `preferredAttributes` asks for, after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// said yes (UIKit passes it in an invalidation context, which is not ported). Nothing by default.
    func adoptPreferredLayoutAttributes(_ preferredAttributes: UICollectionViewLayoutAttributes) {}

    /// The data changed (a reload or an update): forget what was kept per index path.
    func dataDidChange() {}
}
