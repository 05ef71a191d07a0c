import Foundation

/// What a view's removal does to the constraints that tie it to the hierarchy it leaves, as UIKit's
/// `removeFromSuperview()`: "Calling this method removes any constraints that refer to the view you
/// are removing, or that refer to any view in the subtree of the view you are removing" — they become
/// inactive, and stay so when the view comes back. Constraints installed inside the subtree (between
/// its own views) go with it and stay active. A view moved to another superview by `addSubview(_:)`
/// (or an insert) loses them too: Apple documents that it "removes the previous superview before
/// making the receiver its new superview". Kept, such a constraint would stay held by a view that
/// may leave the hierarchy while its items stay, active but never solved — `script/fuzz-events` seed
/// 17973029687798248443 moved both items of a required constraint into a stack view, released the
/// view that held it, and the constraint neither held nor was reported broken.
extension UIView {
    /// Deactivates the constraints installed on this view (the old superview) or its ancestors that
    /// mention a view of `subtree`, or a guide one of them owns. A hierarchy without constraints
    /// pays one walk to its root.
    func removeConstraints(referringInto subtree: UIView) {
        var ancestor: UIView? = self
        while let current = ancestor {
            if let storage = current.autoLayoutStorage, !storage.constraints.isEmpty {
                for constraint in storage.constraints where Self.refers(constraint, into: subtree) {
                    current.removeConstraint(constraint)
                }
            }
            ancestor = current.superview
        }
    }

    /// Whether either item of `constraint` is `subtree`, a view inside it, or a guide owned by one.
    private static func refers(_ constraint: NSLayoutConstraint, into subtree: UIView) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            guard let view = (item as? any LayoutItem)?.hierarchyView else { return false }
            return view.isDescendant(of: subtree)
        }
    }
}
