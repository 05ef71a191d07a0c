extension UIAlertController {
    /// How an alert controller is shown, with UIKit's cases and raw values (`UIAlertControllerStyle`):
    /// an ``actionSheet`` slides up from the bottom of a compact-width screen and is a popover on iPad;
    /// an ``alert`` is a 270-point-wide box in the middle of the dimmed screen.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
}
