import Foundation

/// A view a collection view shows for one element and reuses: UIKit's `UICollectionReusableView`, the
/// class of supplementary views (section headers and footers) and of ``UICollectionViewCell``.
///
/// The collection view makes a registered class with ``init(frame:)``, which is therefore `required`:
/// a subclass that declares it writes `required override init(frame:)` (the README's differences —
/// Swift makes an instance from a class value only through a required initializer).
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with; nil for a view made directly.
    public internal(set) var reuseIdentifier: String?

    /// A view at `frame`; the collection view makes registered classes with it.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called just before a dequeue hands the view out again: reset state that is not content, as
    /// UIKit advises. Override and call super.
    open func prepareForReuse() {}

    /// Receives the attributes the layout gave the view, after the collection view placed it; a view
    /// of a custom layout's attribute subclass reads its own properties here. Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: the layout's unchanged by default. A
    /// cell measures itself here when the layout estimates its size (``UICollectionViewCell``).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
