import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// UIDatePicker as Apple documents it: its defaults, the wheels each mode shows in the locale's order,
/// `setDate` sending nothing, the user's pick sending `.valueChanged` once, a day past the month's end
/// and a date past a bound moved back, the minute interval, and the countdown.
@MainActor
@Suite struct UIDatePickerTests {
    /// A date picker in a test window, reading dates in UTC on the Gregorian calendar.
    @MainActor
    struct Fixture {
        let host = TestHost()
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 200, width: 320, height: 216))

        init(mode: UIDatePicker.Mode, locale: String = "en_US", date: Date? = nil) {
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: locale)
            picker.datePickerMode = mode
            if let date { picker.date = date }
            host.window.addSubview(picker)
            host.advance(by: 0)
        }

        /// The title on the band of every wheel, left to right.
        var shown: [String] {
            let wheels = picker.wheels
            return (0..<wheels.numberOfComponents).map { component in
                wheels.delegate?.pickerView(wheels, titleForRow: wheels.selectedRow(inComponent: component),
                                            forComponent: component) ?? "?"
            }
        }

        /// Taps `component`'s row `rows` rows below the band (above it when negative) and lets the
        /// wheel come to rest.
        func tap(component: Int, rowsBelowBand rows: CGFloat) {
            let wheel = picker.wheels.wheels[component]
            let local = CGPoint(x: wheel.bounds.midX, y: wheel.bounds.minY + wheel.bounds.height / 2 + rows * 32)
            host.tap(at: wheel.convert(local, to: host.window))
            _ = host.runUntilIdle(limit: 2)
        }
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func counting(_ fixture: Fixture) -> () -> Int {
        final class Counter { var count = 0 }
        let counter = Counter()
        fixture.picker.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        return { counter.count }
    }

    @Test func aNewPickerShowsNowAsDateAndTimeWheels() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .wheels, "every style is drawn as wheels here")
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(abs(picker.date.timeIntervalSince(before)) < 5, "the moment it was made")
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(UIDatePicker.Mode.yearAndMonth.rawValue == 4 && UIDatePickerStyle.inline.rawValue == 3)
    }

    @Test func theDateModeShowsTheLocalesOrder() {
        let american = Fixture(mode: .date, date: Self.utc(2026, 3, 14))
        #expect(american.shown == ["March", "14", "2026"])
        let german = Fixture(mode: .date, locale: "de_DE", date: Self.utc(2026, 3, 14))
        #expect(german.shown == ["14", "März", "2026"])
        let yearAndMonth = Fixture(mode: .yearAndMonth, date: Self.utc(2026, 3, 14))
        #expect(yearAndMonth.shown == ["March", "2026"])
    }

    @Test func theTimeModeFollowsTheLocalesClock() {
        let american = Fixture(mode: .time, date: Self.utc(2026, 3, 14, 14, 5))
        #expect(american.shown == ["2", "05", "PM"])
        let british = Fixture(mode: .time, locale: "en_GB", date: Self.utc(2026, 3, 14, 14, 5))
        #expect(british.shown == ["14", "05"])
        let midnight = Fixture(mode: .time, date: Self.utc(2026, 3, 14, 0, 0))
        #expect(midnight.shown == ["12", "00", "AM"])
    }

    @Test func theDateAndTimeModeShowsTheDayWithItsWeekday() throws {
        let f = Fixture(mode: .dateAndTime, date: Self.utc(2026, 3, 14, 9, 41))
        let day = try #require(f.shown.first)
        #expect(day.contains("Sat") && day.contains("Mar") && day.contains("14"))
        #expect(Array(f.shown.dropFirst()) == ["9", "41", "AM"])
        f.picker.date = Date()
        #expect(f.shown.first == "Today")
    }

    @Test func setDateInCodeSendsNothing() {
        let f = Fixture(mode: .date, date: Self.utc(2026, 3, 14))
        let changes = counting(f)
        f.picker.setDate(Self.utc(2027, 1, 2), animated: true)
        _ = f.host.runUntilIdle(limit: 2)
        #expect(f.shown == ["January", "2", "2027"])
        #expect(changes() == 0)
    }

    @Test func turningTheDayWheelPicksTheDayAndSendsValueChangedOnce() {
        let f = Fixture(mode: .date, date: Self.utc(2026, 3, 14))
        let changes = counting(f)
        f.tap(component: 1, rowsBelowBand: 2)
        #expect(f.picker.date == Self.utc(2026, 3, 16))
        #expect(changes() == 1)
        #expect(f.shown == ["March", "16", "2026"])
    }

    @Test func aDayPastTheMonthsEndTurnsBackToItsLastDay() {
        let f = Fixture(mode: .date, date: Self.utc(2026, 1, 31))
        f.tap(component: 0, rowsBelowBand: 1)
        #expect(f.picker.date == Self.utc(2026, 2, 28))
        #expect(f.shown == ["February", "28", "2026"])
    }

    @Test func aDatePastTheMinimumTurnsBackToIt() {
        let f = Fixture(mode: .date, date: Self.utc(2026, 3, 11))
        f.picker.minimumDate = Self.utc(2026, 3, 10)
        let changes = counting(f)
        f.tap(component: 1, rowsBelowBand: -2)
        #expect(f.picker.date == Self.utc(2026, 3, 10))
        #expect(f.shown == ["March", "10", "2026"])
        #expect(changes() == 1)
    }

    @Test func boundsSetLaterMoveTheDateInside() {
        let f = Fixture(mode: .date, date: Self.utc(2026, 3, 14))
        f.picker.maximumDate = Self.utc(2026, 3, 1)
        #expect(f.picker.date == Self.utc(2026, 3, 1))
        f.picker.minimumDate = Self.utc(2026, 2, 1)
        f.picker.date = Self.utc(2020, 1, 1)
        #expect(f.picker.date == Self.utc(2026, 2, 1))
        #expect(f.picker.wheels.numberOfRows(inComponent: 2) == 1, "the year wheel holds only 2026")
    }

    @Test func theMinuteWheelStepsByTheIntervalAndOnlyDivisorsOfSixtyAreTaken() {
        let f = Fixture(mode: .time, date: Self.utc(2026, 3, 14, 10, 40))
        f.picker.minuteInterval = 15
        #expect(f.picker.minuteInterval == 15)
        #expect(f.picker.wheels.numberOfRows(inComponent: 1) == 4)
        #expect(f.shown == ["10", "30", "AM"])
        f.picker.minuteInterval = 7
        #expect(f.picker.minuteInterval == 1, "7 does not divide 60")
        f.picker.minuteInterval = 45
        #expect(f.picker.minuteInterval == 1, "nor may it pass 30")
    }

    @Test func pickingAnHourKeepsTheHalfOfTheDay() {
        let f = Fixture(mode: .time, date: Self.utc(2026, 3, 14, 14, 5))
        f.tap(component: 0, rowsBelowBand: 1)
        #expect(f.picker.date == Self.utc(2026, 3, 14, 15, 5))
        f.tap(component: 2, rowsBelowBand: -1)
        #expect(f.picker.date == Self.utc(2026, 3, 14, 3, 5), "AM")
    }

    @Test func theCountdownShowsHoursAndMinutesAndNeverPicksZero() {
        let f = Fixture(mode: .countDownTimer)
        f.picker.countDownDuration = 3600
        #expect(f.shown == ["1 hour", "0 min"])
        let changes = counting(f)
        f.tap(component: 1, rowsBelowBand: 2)
        #expect(f.picker.countDownDuration == 3600 + 120)
        f.picker.countDownDuration = 3600
        f.tap(component: 0, rowsBelowBand: -1)
        #expect(f.picker.countDownDuration == 60, "0 hours 0 minutes turns to the first step")
        #expect(f.shown == ["0 hours", "1 min"])
        #expect(changes() == 2)
    }

    @Test func aDatePickersWheelsAreItsOwnInXCUITest() {
        let f = Fixture(mode: .date, date: Self.utc(2026, 3, 14))
        #expect(f.host.datePickers.count == 1)
        #expect(f.host.pickers.count == 0, "its picker view is not an element of its own")
        #expect(f.host.datePickers.pickerWheels.count == 3)
        f.host.datePickers.pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "July")
        #expect(f.picker.date == Self.utc(2026, 7, 14))
    }
}
