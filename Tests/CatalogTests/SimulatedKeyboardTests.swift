import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@testable import Catalog

@MainActor
@Suite struct SimulatedKeyboardTests {
    @Test func showingTheKeyboardMovesAFormSheetUpAndHidingBringsItBack() throws {
        let device = DeviceSetup(kind: .ipad, orientation: .landscape)
        let host = TestHost(device: device.kind.device, orientation: device.orientation.interfaceOrientation)
        let app = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: device))
        app.root.open(.presentation, animated: false)
        host.window.layoutIfNeeded()
        let screen = try #require(app.topViewController as? PresentationViewController)
        host.tap(screen.presentButton)
        host.advance(by: 1)
        let sheet = try #require(screen.presentedViewController?.view)
        let resting = sheet.frame
        EventLog.reset()

        let keyboard = SimulatedKeyboard(window: host.window)
        let shown = HostKeyboardChange(showing: true, in: host.window.bounds, idiom: .pad)
        keyboard.apply(shown)
        host.advance(by: 1)
        #expect(sheet.frame.minY < resting.minY)
        #expect(keyboard.panel?.frame == shown.endFrame && keyboard.panel?.superview === host.window)

        keyboard.apply(HostKeyboardChange(showing: false, in: host.window.bounds, idiom: .pad))
        host.advance(by: 1)
        #expect(sheet.frame == resting)
        #expect(keyboard.panel == nil)
        #expect(EventLog.lines == ["keyboard: shown", "keyboard: hidden"])
    }
}
