/// Deferred constraint updates, as UIKit's: a view asks with ``setNeedsUpdateConstraints()`` and the
/// next layout pass calls its ``updateConstraints()`` (its view controller's
/// ``UIViewController/updateViewConstraints()`` for a root view) before solving.
extension UIView {
    /// Marks the view's constraints for update at the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        markUsesAutoLayout()
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool {
        autoLayoutStorage?.needsUpdateConstraints ?? false
    }

    /// Updates the constraints of this view and its subviews now if any is marked.
    public func updateConstraintsIfNeeded() {
        guard autoLayoutStorage?.subtreeUsesAutoLayout == true else { return }
        LayoutEngine.updateConstraints(in: self)
    }
}
