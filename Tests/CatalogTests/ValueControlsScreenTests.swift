import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's Switches, Sliders & Steppers screen, driven through the window's input entry point in
/// virtual time: each control changes its row's caption and logs the change.
@MainActor
@Suite struct ValueControlsScreenTests {
    private typealias Fixture = CatalogScreenFixture<ValueControlsViewController>

    @Test func theCaptionsStartWithTheValues() throws {
        let screen = try Fixture(.switches).screen
        #expect(screen.rows.map(\.caption.text) == ["Wi-Fi: off", "Low Power: on", "Volume: 50%",
                                                    "Brightness: 80%", "Quantity: 1", "Hour: 0"])
        #expect(EventLog.lines.isEmpty)
    }

    @Test func tappingASwitchFlipsItAndLogsOnce() throws {
        let fixture = try Fixture(.switches)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.wifiSwitch)
        host.tap(screen.tintedSwitch)
        #expect(screen.rows[0].caption.text == "Wi-Fi: on")
        #expect(EventLog.lines == ["switch: Wi-Fi on", "switch: Low Power off"])
    }

    @Test func draggingTheSlidersLogsWhileDraggingOrOnRelease() throws {
        let fixture = try Fixture(.switches)
        let (host, screen) = (fixture.host, fixture.screen)
        let volume = screen.volumeSlider
        let thumb = volume.thumbRect(forBounds: volume.bounds, trackRect: volume.trackRect(forBounds: volume.bounds),
                                     value: volume.value)
        let start = volume.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: host.window)
        host.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y), steps: 3)
        #expect(volume.value > 0.6 && volume.value < 0.9)
        #expect(EventLog.lines.count == 3)
        #expect(EventLog.lines.last == "slider: Volume \(Int((volume.value * 100).rounded()))%")
        #expect(screen.rows[2].caption.text == "Volume: \(Int((volume.value * 100).rounded()))%")
        EventLog.reset()
        let brightness = screen.brightnessSlider
        let bright = brightness.thumbRect(forBounds: brightness.bounds,
                                          trackRect: brightness.trackRect(forBounds: brightness.bounds),
                                          value: brightness.value)
        let grab = brightness.convert(CGPoint(x: bright.midX, y: bright.midY), to: host.window)
        host.drag(from: grab, to: CGPoint(x: grab.x - 1000, y: grab.y), steps: 3)
        #expect(EventLog.lines == ["slider: Brightness 0%"])
    }

    @Test func theSteppersStepAndTheHourWraps() throws {
        let fixture = try Fixture(.switches)
        let (host, screen) = (fixture.host, fixture.screen)
        let quantity = screen.quantityStepper
        let plus = quantity.convert(CGPoint(x: 70, y: 16), to: host.window)
        host.tap(at: plus)
        #expect(screen.rows[4].caption.text == "Quantity: 2")
        let hourMinus = screen.hourStepper.convert(CGPoint(x: 20, y: 16), to: host.window)
        host.tap(at: hourMinus)
        #expect(screen.rows[5].caption.text == "Hour: 23")
        #expect(EventLog.lines == ["stepper: Quantity 2", "stepper: Hour 23"])
    }

    @Test func holdingTheQuantityStepperRunsUpToItsMaximum() throws {
        let fixture = try Fixture(.switches)
        let (host, screen) = (fixture.host, fixture.screen)
        host.press(at: screen.quantityStepper.convert(CGPoint(x: 70, y: 16), to: host.window), for: 3)
        #expect(screen.quantityStepper.value == 10)
        #expect(EventLog.lines.last == "stepper: Quantity 10")
        #expect(EventLog.lines.count == 9)
    }
}
