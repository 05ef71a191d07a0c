import Foundation

/// Finding the view under a point, with UIKit's rules.
extension UIView {
    /// Whether hit testing may enter this view at all.
    var isReceivingTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && !(hasRunningAnimations && ignoresTouchesWhileAnimating)
    }

    /// The first subview, front to back, whose `hitTest(_:with:)` answers for `point` (in this view's
    /// coordinates), and its answer, asking only the candidates of ``hitTestGrid()`` — for a view with
    /// ``SubviewGrid/minimumSubviewCount`` subviews or more. A subview's `hitTest` that changes the
    /// hierarchy does not disturb the walk: it goes over the subviews and the grid as they were when it
    /// started.
    func hitTestThroughGrid(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let subviews = self.subviews
        var found: UIView?
        hitTestGrid().forEachCandidate(at: point, subviewCount: subviews.count) { candidate in
            let subview = subviews[candidate]
            found = subview.hitTest(subview.pointFromSuperview(point), with: event)
            return found != nil
        }
        return found
    }

    /// The classes whose hit area is their bounds: their `hitTest(_:with:)` and `point(inside:with:)`
    /// are OpenUIKit's, which answer nil outside the bounds.
    private static let typesHitOnlyInTheirBounds: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
        ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIActivityIndicatorView.self), ObjectIdentifier(DimmingView.self),
        ObjectIdentifier(PresentationContainerView.self), ObjectIdentifier(PopoverBackgroundView.self),
        ObjectIdentifier(BarButtonView.self),
    ]

    /// The grid of this view's subviews by frame for hit testing, built now if there is none.
    ///
    /// Skipping a subview the grid does not offer must only ever skip one whose answer would have been
    /// nil. That holds for a subview whose hit area stays inside its frame: `hitTest(_:with:)` answers
    /// nil outside the bounds unless a subclass says otherwise — and an app's subclass may well
    /// (enlarging a small button's touch area by overriding `point(inside:with:)` is common). So only
    /// subviews whose *exact* class is one of OpenUIKit's own (``typesHitOnlyInTheirBounds``) are
    /// placed by their frame; every other subview, a subclass of ``UIButton`` included, is a candidate
    /// for every point, in its place in the order.
    func hitTestGrid() -> SubviewGrid {
        if let subviewHitTestGrid { return subviewHitTestGrid }
        let grid = SubviewGrid(rects: subviews.map(UIView.hitTestGridRect))
        subviewHitTestGrid = grid
        return grid
    }

    /// Where ``hitTestGrid()`` places `subview`: its frame, or nil (everywhere) for a class whose hit
    /// area may leave it.
    static func hitTestGridRect(of subview: UIView) -> CGRect? {
        typesHitOnlyInTheirBounds.contains(ObjectIdentifier(type(of: subview))) ? subview.frame : nil
    }
}
