import Foundation

/// Snapshots of a view's hierarchy, as UIKit's `snapshotView(afterScreenUpdates:)` and
/// `drawHierarchy(in:afterScreenUpdates:)`: the subtree's drawing recorded in the view's bounds
/// coordinates, as at rest (no transform, offset or alpha of its own), which is what the render
/// server's snapshot of the layer tree holds. The engine records drawing on demand, so a snapshot
/// always includes pending changes: `afterScreenUpdates` is accepted and both values behave as `true`.
extension UIView {
    /// A view that draws what this view and its subviews draw now, the size of its bounds; later
    /// changes to this view do not show in it, as a snapshot's. Never nil here (UIKit returns nil when
    /// the view cannot be snapshotted).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        SnapshotView(of: self)
    }

    /// Draws this view and its subviews into the current graphics context (an image renderer's, or a
    /// view's `draw(_:)`), their bounds scaled to fill `rect`, as UIKit's; false, with a
    /// `graphics.noContext` warning, outside drawing, and false for a view with an empty bounds.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsContext.currentOrWarning("drawHierarchy(in:afterScreenUpdates:)") else {
            return false
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0, rect.width.isFinite, rect.height.isFinite else { return false }
        let placement = CGAffineTransform(translationX: rect.minX, y: rect.minY)
            .scaledBy(x: rect.width / size.width, y: rect.height / size.height)
            .translatedBy(x: -bounds.minX, y: -bounds.minY)
        context.append(.beginTransformedGroup(placement.concatenating(context.ctm), clip: bounds, alpha: 1))
        for command in ownCoordinateDisplayList().commands { context.append(command) }
        context.append(.endGroup)
        return true
    }
}
