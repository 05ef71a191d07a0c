import Foundation

extension UIView {
    /// Whether `touch` counts as inside the view while it is tracked: where a control, and a
    /// navigation bar's button, still counts a finger as inside. UIKit's controls keep a touch that
    /// strays about ``UIControl/touchTrackingMargin`` (70) points out as inside, so a thumb that slides
    /// off a button still presses it, and they ask `point(inside:with:)` — a subclass that enlarges
    /// its hit area enlarges its tracking area too.
    ///
    /// The touch's location is moved up to the margin toward the view's center on each axis and
    /// `point(inside:with:)` is asked there: for a hit area that is a rectangle around the center (the
    /// bounds, or the bounds grown or shrunk, as subclasses write it) that is exactly the hit area grown
    /// by the margin.
    func isInTouchTrackingArea(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let margin = UIControl.touchTrackingMargin
        let location = touch.location(in: self)
        let bounds = self.bounds
        func towardCenter(_ value: CGFloat, _ center: CGFloat) -> CGFloat {
            value - min(max(value - center, -margin), margin)
        }
        return point(inside: CGPoint(x: towardCenter(location.x, bounds.midX), y: towardCenter(location.y, bounds.midY)),
                     with: event)
    }
}
