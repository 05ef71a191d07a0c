import Foundation

/// Converting points and rectangles between the coordinate systems of views, as UIKit does.
///
/// Every conversion goes through the coordinates of the hierarchy's root (the window). A nil view
/// means the window's coordinates. Views in different hierarchies are converted as if both roots
/// stood at the origin, which is what UIKit does for views of windows at the same position. Without a
/// transform on the way a conversion adds offsets; with one (``transform``) it goes through the
/// composed transforms, and a rectangle becomes the bounding box of its image, as in UIKit.
extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// Converts `point` from `view`'s coordinates to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.convertToRoot(point) ?? point
        return convertFromRoot(inRoot)
    }

    /// Converts `rect` from this view's coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let map = UIView.transform(from: self, to: view) else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return rect.applying(map)
    }

    /// Converts `rect` from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let map = UIView.transform(from: view, to: self) else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return rect.applying(map)
    }

    /// The offset that maps this view's coordinates into its superview's.
    var offsetInSuperview: CGPoint {
        CGPoint(x: storedCenter.x - storedBounds.width / 2 - storedBounds.minX,
                y: storedCenter.y - storedBounds.height / 2 - storedBounds.minY)
    }

    private func convertToRoot(_ point: CGPoint) -> CGPoint {
        let path = pathToRoot()
        guard !path.transformed else { return point.applying(transformToRoot()) }
        return CGPoint(x: point.x + path.offset.x, y: point.y + path.offset.y)
    }

    private func convertFromRoot(_ point: CGPoint) -> CGPoint {
        let path = pathToRoot()
        guard !path.transformed else { return point.applying(transformToRoot().inverted()) }
        return CGPoint(x: point.x - path.offset.x, y: point.y - path.offset.y)
    }

    /// The map from `source`'s coordinates to `target`'s (nil: the root's), composed before a
    /// rectangle is mapped so that it is boxed once, as Core Animation converts; nil when no view on
    /// either way to the root has a transform (the offsets then do).
    private static func transform(from source: UIView?, to target: UIView?) -> CGAffineTransform? {
        let sourceTransformed = source?.pathToRoot().transformed ?? false
        let targetTransformed = target?.pathToRoot().transformed ?? false
        guard sourceTransformed || targetTransformed else { return nil }
        let up = source?.transformToRoot() ?? .identity
        let down = target?.transformToRoot().inverted() ?? .identity
        return up.concatenating(down)
    }

    /// One walk up to the root of the view's tree: the root, the offset that maps this view's
    /// coordinates into the root's (the offsets summed), the root's subview this view is in (nil
    /// for the root itself), and whether a view on the way (this one included, the root not) has a
    /// transform — the offset then does not map, ``transformToRoot()`` does. A loop, not recursion,
    /// so a 10,000-deep tree cannot overflow the stack (issue 8); it retains no view on the way
    /// (``UnretainedView``), as it runs on every change.
    func pathToRoot() -> (root: UnretainedView, offset: CGPoint, rootSubview: UnretainedView?, transformed: Bool) {
        UIView.pathToRoot(from: UnretainedView(self))
    }

    /// ``pathToRoot()`` of the view `start` names, for a caller holding it unretained: calling the
    /// method on it would retain it first (an animation step's damage walks from the superview, most
    /// often the window, whose retains take the slow path of its side table).
    static func pathToRoot(from start: UnretainedView)
        -> (root: UnretainedView, offset: CGPoint, rootSubview: UnretainedView?, transformed: Bool) {
        var offset = CGPoint.zero
        var step = start
        var rootSubview: UnretainedView?
        var transformed = false
        while let parent = step.superview {
            unowned(unsafe) let view = step.view
            let viewOffset = view.offsetInSuperview
            offset.x += viewOffset.x
            offset.y += viewOffset.y
            if view.hasTransform { transformed = true }
            rootSubview = step
            step = parent
        }
        return (step, offset, rootSubview, transformed)
    }
}
