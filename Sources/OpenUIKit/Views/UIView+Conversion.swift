import Foundation

/// Converting points and rectangles between the coordinate systems of views, as UIKit does.
///
/// Every conversion goes through the coordinates of the hierarchy's root (the window). A nil view
/// means the window's coordinates. Views in different hierarchies are converted as if both roots
/// stood at the origin, which is what UIKit does for views of windows at the same position.
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
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The offset that maps this view's coordinates into its superview's.
    var offsetInSuperview: CGPoint {
        CGPoint(x: storedCenter.x - storedBounds.width / 2 - storedBounds.minX,
                y: storedCenter.y - storedBounds.height / 2 - storedBounds.minY)
    }

    private func convertToRoot(_ point: CGPoint) -> CGPoint {
        let offset = pathToRoot().offset
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    private func convertFromRoot(_ point: CGPoint) -> CGPoint {
        let offset = pathToRoot().offset
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// One walk up to the root of the view's tree: the root, the offset that maps this view's
    /// coordinates into the root's (the offsets summed), and the root's subview this view is in (nil
    /// for the root itself). A loop, not recursion, so a 10,000-deep tree cannot overflow the stack
    /// (issue 8); it retains no view on the way (``UnretainedView``), as it runs on every change.
    func pathToRoot() -> (root: UnretainedView, offset: CGPoint, rootSubview: UnretainedView?) {
        var offset = CGPoint.zero
        var step = UnretainedView(self)
        var rootSubview: UnretainedView?
        while let parent = step.superview {
            unowned(unsafe) let view = step.view
            let viewOffset = view.offsetInSuperview
            offset.x += viewOffset.x
            offset.y += viewOffset.y
            rootSubview = step
            step = parent
        }
        return (step, offset, rootSubview)
    }
}
