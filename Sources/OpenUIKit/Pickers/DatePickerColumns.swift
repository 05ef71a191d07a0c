import Foundation

/// The data source and delegate of a ``UIDatePicker``'s wheels: which wheels its mode and locale show,
/// their rows and titles, the rows that show a date, and the date that rows show.
@MainActor
final class DatePickerColumns: UIPickerViewDataSource, UIPickerViewDelegate {
    /// The date picker these wheels belong to; it owns this object.
    private unowned let datePicker: UIDatePicker
    private(set) var columns: [DatePickerColumn] = []
    /// The first year the year wheel shows, and how many it shows.
    private var firstYear = 1
    private var yearCount = 9999
    /// The day the weekday-and-day wheel starts at, and how many days it shows.
    private var firstDay = Date()
    private var dayCount = 0
    private var monthSymbols: [String] = []
    private var meridiemSymbols: [String] = []
    /// How far the weekday-and-day wheel reaches either side of the date it was built around, when no
    /// bound stops it sooner: enough for any date a user spins to.
    private static let daysEitherSide = 1000

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    /// Works out the wheels for the picker's mode, locale, calendar and bounds.
    func rebuild() {
        let calendar = datePicker.effectiveCalendar
        let locale = datePicker.effectiveLocale
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        monthSymbols = formatter.monthSymbols
        meridiemSymbols = [formatter.amSymbol, formatter.pmSymbol]
        let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
            .contains("a")
        let time: [DatePickerColumn] = [.hour(twelveHour: twelveHour), .minute] + (twelveHour ? [.meridiem] : [])
        switch datePicker.datePickerMode {
        case .time: columns = time
        case .date: columns = Self.ordered([.month, .day, .year], template: "MMMMdy", locale: locale)
        case .yearAndMonth: columns = Self.ordered([.month, .year], template: "MMMMy", locale: locale)
        case .dateAndTime: columns = [.weekdayAndDay] + time
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        }
        let minimumYear = datePicker.minimumDate.map { calendar.component(.year, from: $0) }
        let maximumYear = datePicker.maximumDate.map { calendar.component(.year, from: $0) }
        firstYear = minimumYear ?? 1
        yearCount = max((maximumYear ?? 9999) - firstYear + 1, 1)
        centreDays(on: datePicker.date, calendar: calendar)
    }

    /// The columns in the order the locale writes a date of `template` (month, day, year in `en_US`).
    private static func ordered(_ columns: [DatePickerColumn], template: String, locale: Locale) -> [DatePickerColumn] {
        let format = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        func position(_ column: DatePickerColumn) -> Int {
            let letter: Character = column == .month ? "M" : column == .day ? "d" : "y"
            return format.firstIndex(of: letter).map { format.distance(from: format.startIndex, to: $0) } ?? 0
        }
        return columns.sorted { position($0) < position($1) }
    }

    /// Builds the weekday-and-day wheel around `date`, within the picker's bounds.
    private func centreDays(on date: Date, calendar: Calendar) {
        let day = calendar.startOfDay(for: date)
        var first = calendar.date(byAdding: .day, value: -Self.daysEitherSide, to: day) ?? day
        var last = calendar.date(byAdding: .day, value: Self.daysEitherSide, to: day) ?? day
        if let minimum = datePicker.minimumDate { first = max(first, calendar.startOfDay(for: minimum)) }
        if let maximum = datePicker.maximumDate { last = min(last, calendar.startOfDay(for: maximum)) }
        firstDay = first
        dayCount = max((calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1, 1)
    }

    // MARK: Showing a value

    /// Turns every wheel to the rows that show `date` (or the countdown's `countDown` seconds).
    func show(_ date: Date, countDown: TimeInterval, animated: Bool) {
        let calendar = datePicker.effectiveCalendar
        if columns.contains(.weekdayAndDay), !(0..<dayCount).contains(dayRow(of: date, calendar: calendar)) {
            centreDays(on: date, calendar: calendar)
            datePicker.wheels.reloadComponent(columns.firstIndex(of: .weekdayAndDay) ?? 0)
        }
        for (component, column) in columns.enumerated() {
            let row = self.row(of: column, date: date, countDown: countDown, calendar: calendar)
            if datePicker.wheels.selectedRow(inComponent: component) != row {
                datePicker.wheels.selectRow(row, inComponent: component, animated: animated)
            }
        }
    }

    private func dayRow(of date: Date, calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
    }

    private func row(of column: DatePickerColumn, date: Date, countDown: TimeInterval, calendar: Calendar) -> Int {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let interval = datePicker.minuteInterval
        switch column {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return (parts.year ?? firstYear) - firstYear
        case .weekdayAndDay: return dayRow(of: date, calendar: calendar)
        case .hour(let twelveHour):
            let hour = parts.hour ?? 0
            return twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) - 1 : hour
        case .minute: return (parts.minute ?? 0) / interval
        case .meridiem: return (parts.hour ?? 0) < 12 ? 0 : 1
        case .countdownHours: return Int(countDown) / 3600
        case .countdownMinutes: return Int(countDown) % 3600 / 60 / interval
        }
    }

    // MARK: Reading a value back

    /// The date (and countdown) the wheels show now, with the month's day kept inside the month.
    private func pickedValue() -> (date: Date, countDown: TimeInterval) {
        let calendar = datePicker.effectiveCalendar
        let wheels = datePicker.wheels
        let interval = datePicker.minuteInterval
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: datePicker.date)
        parts.second = 0
        var countDown: TimeInterval = 0
        var twelveHourValue: Int?
        var afternoon: Bool?
        for (component, column) in columns.enumerated() {
            let row = max(wheels.selectedRow(inComponent: component), 0)
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = firstYear + row
            case .weekdayAndDay:
                let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (dayParts.era, dayParts.year, dayParts.month, dayParts.day)
            case .hour(let twelveHour):
                if twelveHour { twelveHourValue = row + 1 } else { parts.hour = row }
            case .minute: parts.minute = row * interval
            case .meridiem: afternoon = row == 1
            case .countdownHours: countDown += TimeInterval(row * 3600)
            case .countdownMinutes: countDown += TimeInterval(row * interval * 60)
            }
        }
        if let twelveHourValue {
            let isAfternoon = afternoon ?? ((parts.hour ?? 0) >= 12)
            parts.hour = twelveHourValue % 12 + (isAfternoon ? 12 : 0)
        }
        // February 31 is February's last day, as iOS's day wheel turns back to it.
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let month = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: month) {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        return (calendar.date(from: parts) ?? datePicker.date, countDown)
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .month: return 12
        case .day: return 31
        case .year: return yearCount
        case .weekdayAndDay: return dayCount
        case .hour(let twelveHour): return twelveHour ? 12 : 24
        case .minute, .countdownMinutes: return 60 / datePicker.minuteInterval
        case .meridiem: return 2
        case .countdownHours: return 24
        }
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let weights = columns.reduce(0) { $0 + $1.widthWeight }
        return pickerView.evenComponentWidth * CGFloat(columns.count) * columns[component].widthWeight / weights
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let interval = datePicker.minuteInterval
        switch columns[component] {
        case .month: return monthSymbols.indices.contains(row) ? monthSymbols[row] : nil
        case .day: return String(row + 1)
        case .year: return String(firstYear + row)
        case .weekdayAndDay: return dayTitle(row)
        case .hour(let twelveHour): return twelveHour ? String(row + 1) : Self.twoDigits(row)
        case .minute: return Self.twoDigits(row * interval)
        case .meridiem: return meridiemSymbols.indices.contains(row) ? meridiemSymbols[row] : nil
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let picked = pickedValue()
        datePicker.userDidPick(date: picked.date, countDown: picked.countDown)
    }

    /// "Today" for today, else the weekday, month and day in the locale's short form ("Fri Nov 27").
    private func dayTitle(_ row: Int) -> String {
        let calendar = datePicker.effectiveCalendar
        guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return "" }
        if calendar.isDate(day, inSameDayAs: Date()) { return "Today" }
        let formatter = DateFormatter()
        formatter.locale = datePicker.effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return formatter.string(from: day)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
