import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's alerts screen, driven through taps in virtual time.
@MainActor
@Suite struct AlertsScreenTests {
    private func openAlerts(device: DeviceSetup.Kind) throws -> (TestHost, CatalogApp, AlertsViewController) {
        let setup = DeviceSetup(kind: device, orientation: .portrait)
        let host = TestHost(device: setup.kind.device)
        let app = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: setup))
        host.window.layoutIfNeeded()
        app.root.open(.alerts, animated: false)
        host.window.layoutIfNeeded()
        EventLog.reset()
        return (host, app, try #require(app.topViewController as? AlertsViewController))
    }

    /// Taps the shown alert's button titled `title`.
    private func tapAction(_ title: String, in host: TestHost) throws {
        host.window.layoutIfNeeded()
        var pending: [UIView] = [host.window]
        var found: UIButton?
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.currentTitle == title, button.window != nil,
               button.superview?.isHidden == false { found = button }
            pending.append(contentsOf: view.subviews)
        }
        host.tap(try #require(found))
    }

    @Test(arguments: [DeviceSetup.Kind.iphone, .ipad])
    func eachAlertShowsAndTellsWhichActionWasChosen(device: DeviceSetup.Kind) throws {
        let (host, _, screen) = try openAlerts(device: device)
        let cases: [(UIButton, String)] = [(screen.simpleButton, "OK"), (screen.threeActionsButton, "Don't Save"),
                                          (screen.confirmButton, "Delete"), (screen.actionSheetButton, "Copy Link")]
        for (button, action) in cases {
            host.tap(button)
            host.advance(by: 1)
            #expect(screen.presentedViewController is UIAlertController)
            try tapAction(action, in: host)
            host.advance(by: 1)
            #expect(screen.presentedViewController == nil)
            #expect(screen.resultLabel.text == "Chose \(action)")
        }
        #expect(EventLog.lines.filter { $0.hasPrefix("alert: ") }
            == ["alert: OK", "alert: Don't Save", "alert: Delete", "alert: Copy Link"])
    }
}
