import Foundation

/// How a date picker presents itself, as UIKit's `UIDatePickerStyle` (same raw values). OpenUIKit draws
/// every date picker as wheels: ``UIDatePicker/datePickerStyle`` reports ``wheels`` whatever was
/// preferred (the README's differences).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks, by mode and room: compact on iOS 14 and later.
    case automatic = 0
    /// Spinning wheels, as before iOS 14.
    case wheels = 1
    /// A button that shows a calendar or wheels in a popover.
    case compact = 2
    /// A calendar (or wheels for times) shown in place.
    case inline = 3
}
