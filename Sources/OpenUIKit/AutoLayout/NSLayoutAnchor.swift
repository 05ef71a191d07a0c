import Foundation

/// One attribute of a view or layout guide, for making constraints with type-checked partners, as
/// UIKit's `NSLayoutAnchor`: an x-axis anchor relates only to x-axis anchors, a dimension to
/// dimensions. The constraints come back inactive, as in UIKit.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Not retained (nil once the item is gone), without a weak reference's side table.
    private let reference: LayoutItemReference
    let attribute: NSLayoutConstraint.Attribute

    /// The view or guide the anchor belongs to, while it lives.
    var item: AnyObject? { reference.item }

    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        reference = LayoutItemReference(item)
        self.attribute = attribute
        super.init()
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
                        multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self = anchor`: the two attributes line up. Inactive until activated, as UIKit's.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor)
    }

    /// `self = anchor + c`: this attribute sits `c` points past `anchor` (right or down for positions).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }

    /// `self ≥ anchor`: this attribute never comes before `anchor`. Inactive until activated.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor)
    }

    /// `self ≥ anchor + c`: at least `c` points past `anchor`, such as a minimum gap.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    /// `self ≤ anchor`: this attribute never goes past `anchor`, such as staying inside a container.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor)
    }

    /// `self ≤ anchor + c`: at most `c` points past `anchor` (a negative `c` keeps an inset).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}
