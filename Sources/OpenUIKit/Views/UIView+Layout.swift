import Foundation

/// Layout, as UIKit runs it: a view marks itself with ``setNeedsLayout()``; before the next frame the
/// window's layout pass calls ``layoutSubviews()`` on each marked view, parents before children.
extension UIView {
    /// Marks the view to be laid out in the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsLayout()
    }

    func markSubtreeNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsLayout || current === self {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }

    /// Lays out this view and its subviews now if any of them is marked.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            viewDelegate?.viewWillLayoutSubviews()
            layoutSubviews()
            viewDelegate?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin. A negative
    /// dimension from an override counts as zero (a negative frame size would move the origin); a
    /// non-finite one is refused as any non-finite frame is.
    public func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frame.origin, size: CGSize(width: max(size.width, 0), height: max(size.height, 0)))
    }
}
