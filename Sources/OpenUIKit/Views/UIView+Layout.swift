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

    /// Lays out this view and its subviews now if any of them is marked, parents before children.
    ///
    /// A loop with an explicit stack in the order of the recursive walk (each view's subviews read
    /// after its ``layoutSubviews()``), so a 10,000-deep tree cannot overflow the stack (issue 8).
    public func layoutIfNeeded() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view.subtreeNeedsLayout else { continue }
            view.subtreeNeedsLayout = false
            if view.needsLayout {
                view.needsLayout = false
                view.viewDelegate?.viewWillLayoutSubviews()
                view.layoutSubviews()
                view.viewDelegate?.viewDidLayoutSubviews()
            }
            // Only the subtrees that need layout: a window of a thousand buttons laid out after a
            // presentation would otherwise push and pop every button.
            for subview in view.subviews.reversed() where subview.subtreeNeedsLayout { pending.append(subview) }
        }
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin. A negative
    /// dimension from an override counts as zero (a negative frame size would move the origin); a
    /// non-finite one is refused as any non-finite frame is.
    public func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frame.origin, size: CGSize(width: max(size.width, 0), height: max(size.height, 0)))
    }
}
