/// How a control's default action wins over an ancestor's tap recognizer.
extension UIControl {
    /// Whether `recognizer` is a single-finger single-tap recognizer of another view (an ancestor),
    /// which a control whose default action is a tap keeps from recognizing a tap on it.
    ///
    /// Apple's UIControl documentation: "In iOS 6.0 and later, default control actions prevent
    /// overlapping gesture recognizer behavior … If you have a single tap gesture recognizer attached to
    /// a button's parent view, and the user taps the button, then the button's action method receives
    /// the touch event instead of the gesture recognizer." Recognizers attached to the control itself,
    /// and any other kind of recognizer (double tap, long press), are not affected. Used by `UIButton`
    /// and `UITextField` (whose default action, a tap, begins editing: the "tap the background to end
    /// editing" recognizer UIKit forms add to their view must not take a tap on a field).
    func isOverlappingSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.view !== self && tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
