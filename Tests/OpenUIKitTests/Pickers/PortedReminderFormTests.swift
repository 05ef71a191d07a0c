import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The ported reminder form, driven as a user would: its pickers take their standard height in the
/// stack, a tap on "Weekly" updates the summary, and turning the date wheel back into the past is
/// refused by the minimum date.
@MainActor
@Suite struct PortedReminderFormTests {
    @Test func theFormLaysOutAndItsPickersAnswerTaps() throws {
        let host = TestHost()
        let controller = PortedReminderViewController()
        host.window.rootViewController = controller
        host.advance(by: 0)
        #expect(controller.datePicker.frame.height == 216 && controller.repeatPicker.frame.height == 216)
        #expect(controller.datePicker.frame.width == host.window.bounds.width)
        #expect(controller.summaryLabel.text == "Repeats: Never")

        let wheel = try #require(controller.repeatPicker.wheels.first)
        let weekly = wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY + 2 * 32), to: host.window)
        host.tap(at: weekly)
        _ = host.runUntilIdle(limit: 2)
        #expect(controller.summaryLabel.text == "Repeats: Weekly")

        let earliest = try #require(controller.datePicker.minimumDate)
        let days = controller.datePicker.wheels.wheels[0]
        let yesterday = days.convert(CGPoint(x: days.bounds.midX, y: days.bounds.midY - 32), to: host.window)
        host.tap(at: yesterday)
        _ = host.runUntilIdle(limit: 2)
        #expect(controller.datePicker.date >= earliest, "the past is refused")
        #expect(controller.dateChanges <= 1)
    }
}
