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
        var result = point
        var view: UIView = self
        while let parent = view.superview {
            let offset = view.offsetInSuperview
            result.x += offset.x
            result.y += offset.y
            view = parent
        }
        return result
    }

    private func convertFromRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView = self
        while let parent = view.superview {
            let offset = view.offsetInSuperview
            result.x -= offset.x
            result.y -= offset.y
            view = parent
        }
        return result
    }
}
