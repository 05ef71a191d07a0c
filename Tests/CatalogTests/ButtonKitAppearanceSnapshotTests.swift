import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing
@testable import Catalog

/// The ButtonKit screens of the Catalog in dark mode and at a large accessibility text size (the light,
/// default-size renderings are CatalogSnapshotTests' scenes), compared with the PNGs in
/// `__Snapshots__/ButtonKitAppearanceSnapshotTests/`. Re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter ButtonKitAppearanceSnapshotTests`.
@MainActor
@Suite struct ButtonKitAppearanceSnapshotTests {
    private static let phone = DeviceSetup(kind: .iphone, orientation: .portrait)

    /// The scene of `topic` with the runtime's appearance changed by `appearance` once the screen is up,
    /// as when the user switches while the app runs.
    private static func scene(_ topic: CatalogTopic, _ suffix: String,
                              _ appearance: @escaping @MainActor (AppRuntime) -> Void) -> CatalogScene {
        CatalogScene(name: "\(phone.slug)-\(topic.rawValue)-\(suffix)", device: phone) { app, host in
            app.root.open(topic, animated: false)
            host.advance(by: 1)
            appearance(app.runtime)
            host.window.layoutIfNeeded()
        }
    }

    @Test(arguments: [CatalogTopic.appStore, .follow, .taps, .toggles])
    func darkAndLargeText(topic: CatalogTopic) throws {
        let verifier = SnapshotVerifier()
        let scenes = [
            Self.scene(topic, "dark") { $0.userInterfaceStyle = .dark },
            Self.scene(topic, "accessibilityXL") { $0.preferredContentSizeCategory = .accessibilityExtraLarge },
        ]
        for scene in scenes {
            let app = scene.stage()
            let window = app.window
            let pixels = app.runtime.run { Renderer().render(window.renderFrame(), size: window.bounds.size, scale: 1) }
            #expect(throws: Never.self, "\(scene.name)") { try verifier.verify(pixels, named: scene.name) }
            window.isHidden = true
        }
    }
}
