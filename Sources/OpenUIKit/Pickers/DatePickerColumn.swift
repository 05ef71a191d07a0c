import Foundation

/// One wheel of a ``UIDatePicker``: which part of the date it shows.
enum DatePickerColumn: Equatable {
    /// The month, January first.
    case month
    /// The day of the month, 1 to 31.
    case day
    /// The year, from the first year the picker allows.
    case year
    /// A whole day with its weekday ("Fri Nov 27", "Today"), counted from the wheel's first day.
    case weekdayAndDay
    /// The hour, 1 to 12 on a 12-hour clock or 0 to 23 on a 24-hour one.
    case hour(twelveHour: Bool)
    /// The minute, in steps of the picker's minute interval.
    case minute
    /// AM or PM.
    case meridiem
    /// A countdown's hours, 0 to 23.
    case countdownHours
    /// A countdown's minutes, in steps of the minute interval.
    case countdownMinutes

    /// How much of the picker's width the wheel takes, against 1 for the others: a weekday and day
    /// needs about twice a number's room.
    var widthWeight: CGFloat {
        self == .weekdayAndDay ? 2 : 1
    }
}
