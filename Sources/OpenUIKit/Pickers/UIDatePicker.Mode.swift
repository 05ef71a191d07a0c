import Foundation

extension UIDatePicker {
    /// What a date picker lets the user choose, as UIKit's `UIDatePicker.Mode` (same raw values).
    public enum Mode: Int, Sendable {
        /// Hour and minute, with AM/PM where the locale uses a 12-hour clock.
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day ("Fri Nov 27", "Today"), hour and minute.
        case dateAndTime = 2
        /// Hours and minutes of a duration (``UIDatePicker/countDownDuration``).
        case countDownTimer = 3
        /// Month and year, as iOS 17.4's.
        case yearAndMonth = 4
    }
}
