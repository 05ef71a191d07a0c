import Foundation

/// A control for choosing a date, a time or a countdown's length, as UIKit's `UIDatePicker`, drawn as
/// spinning wheels (a ``UIPickerView`` inside it).
///
/// - **Value**: ``date`` (the moment the picker was created, until set) or, in
///   ``Mode-swift.enum/countDownTimer`` mode, ``countDownDuration``. ``setDate(_:animated:)`` changes it
///   from code without sending events, as UIKit's. When the user turns a wheel and it rests, the picker
///   takes the date the wheels show — a day past the month's end (February 31) moves back to the
///   month's last day, a date outside ``minimumDate``…``maximumDate`` to the nearest bound, and the
///   wheels turn to show it, as iOS's do — and sends `.valueChanged` once if the value changed.
/// - **Wheels by mode and locale**: ``Mode-swift.enum/date`` shows month, day and year in the
///   ``locale``'s order (day first in `de_DE`); ``Mode-swift.enum/time`` hour and minute, with AM/PM on a
///   12-hour locale; ``Mode-swift.enum/dateAndTime`` a day ("Fri Nov 27", or "Today") and the time;
///   ``Mode-swift.enum/yearAndMonth`` month and year; ``Mode-swift.enum/countDownTimer`` hours and
///   minutes. Minutes step by ``minuteInterval``. Dates are read in ``calendar`` and ``timeZone``. A date
///   the user picks has no seconds, as the wheels show none.
/// - **Style**: every style draws as wheels here, so ``datePickerStyle`` is
///   ``UIDatePickerStyle/wheels`` whatever ``preferredDatePickerStyle`` asks (the README's differences).
///   iOS's wheels also loop (December turns on to January); these stop at the ends.
@MainActor
open class UIDatePicker: UIControl {
    /// The wheels the picker shows its value on.
    let wheels = UIPickerView()
    /// The data source and delegate of ``wheels``: maps the value to rows and back.
    private var columns: DatePickerColumns!

    /// A `.dateAndTime` picker showing the moment it was made.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWheels()
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWheels()
    }

    private func setUpWheels() {
        columns = DatePickerColumns(datePicker: self)
        wheels.dataSource = columns
        wheels.delegate = columns
        addSubview(wheels)
        rebuildWheels()
    }

    // MARK: What the picker chooses

    /// What the user chooses: a date, a time, both, a month and year, or a countdown's length.
    /// `.dateAndTime` by default, as UIKit's.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels() } }
    }

    /// The style the app would like. Stored; the picker draws wheels whatever it is (``datePickerStyle``).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style the picker is drawn in: always ``UIDatePickerStyle/wheels`` here.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    /// The locale for month names, the order of the wheels and the clock; nil for the current locale.
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }

    /// The calendar dates are read in; the current calendar by default.
    open var calendar: Calendar! = Calendar.current {
        didSet { rebuildWheels() }
    }

    /// The time zone dates are read in; nil for the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    // MARK: The value

    /// The date the picker shows. Setting it is ``setDate(_:animated:)`` without animation.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// Shows `date`, moved inside ``minimumDate``…``maximumDate``, turning the wheels over UIKit's
    /// scroll animation when `animated`. Sends no event, as UIKit's.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clampedToBounds(date)
        columns.show(storedDate, countDown: countDownDuration, animated: animated)
    }

    /// The earliest date the user can pick; nil for none. A later ``date`` moves up to it.
    open var minimumDate: Date? {
        didSet { boundsDidChange() }
    }

    /// The latest date the user can pick; nil for none. An earlier ``date`` moves down to it.
    open var maximumDate: Date? {
        didSet { boundsDidChange() }
    }

    /// The step of the minute wheel, in minutes: 1 by default. UIKit takes only divisors of 60 from 1
    /// to 30; any other value is taken as 1, as UIKit documents.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            let valid = (1...30).contains(newValue) && 60 % newValue == 0
            storedMinuteInterval = valid ? newValue : 1
            rebuildWheels()
        }
    }
    private var storedMinuteInterval = 1

    /// Whether a date set in code shows its minute rounded to ``minuteInterval`` (true, as UIKit's).
    /// Stored; the minute wheel shows the step at or before the minute.
    open var roundsToMinuteInterval = true

    /// In ``Mode-swift.enum/countDownTimer`` mode, the duration the wheels show, in seconds: 0 by
    /// default, at most 23 hours 59 minutes. The user cannot pick less than one minute interval, as on
    /// iOS, where a countdown set to 0 turns to its first step.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            storedCountDownDuration = min(max(newValue, 0), 23 * 3600 + 59 * 60)
            columns.show(storedDate, countDown: storedCountDownDuration, animated: false)
        }
    }
    private var storedCountDownDuration: TimeInterval = 0

    // MARK: Size and layout

    /// UIKit's wheels date picker is 320 × 216 points, as a picker view.
    open override var intrinsicContentSize: CGSize { UIPickerView.standardSize }

    /// UIKit's 320 × 216 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.standardSize }

    /// The wheels fill the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    // MARK: Accessibility

    /// Not one element but a container of its wheels, each adjustable, as UIKit's wheels date picker.
    override var defaultIsAccessibilityElement: Bool { false }

    // MARK: From the wheels

    /// The wheels came to rest on `date` (or `countDown`): the value is taken, kept inside the bounds,
    /// shown, and `.valueChanged` is sent if it changed.
    func userDidPick(date picked: Date, countDown: TimeInterval) {
        if datePickerMode == .countDownTimer {
            let step = TimeInterval(storedMinuteInterval * 60)
            let duration = max(countDown, step)
            let changed = duration != storedCountDownDuration
            storedCountDownDuration = duration
            columns.show(storedDate, countDown: duration, animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let clamped = clampedToBounds(picked)
        let changed = clamped != storedDate
        storedDate = clamped
        columns.show(clamped, countDown: storedCountDownDuration, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// The calendar with the picker's time zone and locale, the one every date is read in.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = effectiveLocale
        return calendar
    }

    var effectiveLocale: Locale { locale ?? Locale.current }

    private func clampedToBounds(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    private func boundsDidChange() {
        storedDate = clampedToBounds(storedDate)
        rebuildWheels()
    }

    private func rebuildWheels() {
        columns.rebuild()
        wheels.reloadAllComponents()
        columns.show(storedDate, countDown: storedCountDownDuration, animated: false)
    }
}
