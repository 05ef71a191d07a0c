import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog in a ``TestHost`` (virtual time) with one topic's screen open, the event log cleared:
/// the starting point of a screen's tests.
@MainActor
struct CatalogScreenFixture<Screen: UIViewController> {
    let host: TestHost
    let app: CatalogApp
    let screen: Screen
    /// What the app reported while the Catalog started and opened the screen (an unsatisfiable
    /// constraint, for one).
    let diagnostics: [Diagnostic]

    /// Opens `topic` on `device` in `orientation` (portrait by default); `screenDevice`, when given,
    /// is the screen preset simulated instead of the kind's own (an iPhone SE for `.iphone`). With
    /// `drawnText`, text is measured with Pango as the renderer draws it (fonts pinned), for
    /// snapshots; otherwise with the host's estimate.
    init(_ topic: CatalogTopic, device: DeviceSetup.Kind = .iphone, orientation: DeviceSetup.Orientation = .portrait,
         screenDevice: UIScreen.Device? = nil, drawnText: Bool = false,
         appearance: CatalogAppearance = CatalogAppearance()) throws {
        let setup = DeviceSetup(kind: device, orientation: orientation)
        let host = TestHost(device: screenDevice ?? setup.kind.device, orientation: orientation.interfaceOrientation)
        self.host = host
        if drawnText {
            FontConfiguration.pin()
            host.runtime.textMeasurer = PangoTextMeasurer()
        }
        let app = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: setup, appearance: appearance))
        self.app = app
        diagnostics = host.run {
            Diagnostics.record {
                host.window.layoutIfNeeded()
                app.root.open(topic, animated: false)
                host.window.layoutIfNeeded()
            }
        }
        EventLog.reset()
        screen = try #require(app.topViewController as? Screen)
    }

    /// What the window shows, rendered with Cairo at scale 1.
    func renderWindow() -> PixelBuffer {
        let window = host.window
        return host.run { Renderer().render(window.renderFrame(), size: window.bounds.size, scale: 1) }
    }
}
