import Foundation

/// What a walk up finds for a view, computed without any cache — the tree's root, the root's subview
/// the view is in, the view's offset in the root and its own or inherited tint: what
/// ``UIView/_invariantViolations()`` compares each valid cached ``WindowPath`` with.
@MainActor
struct ExpectedWindowPath {
    var root: UIView
    var rootSubview: UIView?
    var offset: CGPoint
    /// Whether a view on the way has a transform (``WindowPath/transformed``).
    var transformed = false
    /// The map from the view's coordinates to the root's, composed step by step.
    var transform = CGAffineTransform.identity
    var tint: UIColor?

    /// The path of `subview`, a subview of the view this is the path of.
    func below(_ subview: UIView) -> ExpectedWindowPath {
        let step = subview.offsetInSuperview
        return ExpectedWindowPath(root: root, rootSubview: rootSubview ?? subview,
                                  offset: CGPoint(x: offset.x + step.x, y: offset.y + step.y),
                                  transformed: transformed || subview.hasTransform,
                                  transform: subview.transformToSuperview.concatenating(transform),
                                  tint: subview.storedTintColor ?? tint)
    }
}
