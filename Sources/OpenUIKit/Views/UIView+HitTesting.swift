import Foundation

/// Finding the view under a point, with UIKit's rules.
extension UIView {
    /// Whether hit testing may enter this view at all.
    var isReceivingTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }

    /// The first subview, front to back, whose `hitTest(_:with:)` answers for `point` (in this view's
    /// coordinates), and its answer. With ``SubviewHitTestIndex/minimumSubviewCount`` subviews or more,
    /// only the index's candidates are asked. A subview's `hitTest` that changes the hierarchy does not
    /// disturb the walk: it goes over the subviews and the index as they were when it started.
    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let subviews = self.subviews
        func hit(_ subview: UIView) -> UIView? {
            let offset = subview.offsetInSuperview
            return subview.hitTest(CGPoint(x: point.x - offset.x, y: point.y - offset.y), with: event)
        }
        guard subviews.count >= SubviewHitTestIndex.minimumSubviewCount else {
            for subview in subviews.reversed() {
                if let found = hit(subview) { return found }
            }
            return nil
        }
        let index = subviewHitTestIndex ?? SubviewHitTestIndex(subviews: subviews)
        subviewHitTestIndex = index
        var found: UIView?
        index.forEachCandidate(at: point) { candidate in
            found = hit(subviews[candidate])
            return found != nil
        }
        return found
    }
}
