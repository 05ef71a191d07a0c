import Foundation

extension UIView {
    /// Whether `touch` is within the view's bounds grown by ``UIControl/touchTrackingMargin`` on every
    /// side: where a control, and a navigation bar's button, still counts a finger as inside (UIKit's
    /// controls keep a touch that strays about 70 points out as inside, so a thumb that slides off a
    /// button still presses it).
    func isInTouchTrackingArea(_ touch: UITouch) -> Bool {
        let margin = UIControl.touchTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }
}
