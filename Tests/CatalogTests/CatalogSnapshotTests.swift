import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing
@testable import Catalog

/// Every Catalog scene — each screen, each ButtonKit control in its states, the 8 standard state
/// combinations and ButtonKit's custom states (the state matrix), each presentation style on iPhone and
/// iPad in both orientations — rendered with Cairo and compared with the PNGs in
/// `__Snapshots__/CatalogSnapshotTests/` (the same files `catalog --snapshot` writes).
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter CatalogSnapshotTests`.
@MainActor
@Suite struct CatalogSnapshotTests {
    @Test func everySceneMatchesItsReference() throws {
        let verifier = SnapshotVerifier()
        let scenes = CatalogScene.all
        #expect(Set(scenes.map(\.name)).count == scenes.count, "scene names are unique")
        for scene in scenes {
            let app = scene.stage()
            let window = app.window
            let pixels = app.runtime.run { Renderer().render(window.renderFrame(), size: window.bounds.size, scale: 1) }
            #expect(throws: Never.self, "\(scene.name)") { try verifier.verify(pixels, named: scene.name) }
            window.isHidden = true
        }
    }

    /// The iOS 17 card (medium detent, grabber, presenter scaled back behind the dimming) at 2×, where
    /// its rounded corners and grabber are drawn at device resolution; the 1× is the scene's own.
    @Test func theCardSheetMatchesItsReferenceAt2x() throws {
        try verifyAt2x("iphone-portrait-presentation-formSheet")
    }

    /// An open menu (the pop-up button's: rows, checkmark, rounded panel) at 2×, where its hairlines
    /// and corners are drawn at device resolution; the 1× is the scene's own.
    @Test func anOpenMenuMatchesItsReferenceAt2x() throws {
        try verifyAt2x("iphone-portrait-menus-sortOpen")
    }

    /// Renders the scene named `name` at 2× and compares it with `<name>@2x.png`.
    private func verifyAt2x(_ name: String) throws {
        let verifier = SnapshotVerifier()
        let scene = try #require(CatalogScene.all.first { $0.name == name })
        let app = scene.stage()
        let window = app.window
        let pixels = app.runtime.run { Renderer().render(window.renderFrame(), size: window.bounds.size, scale: 2) }
        #expect(throws: Never.self) { try verifier.verify(pixels, named: "\(name)@2x") }
        window.isHidden = true
    }

    @Test func scenesCoverEveryStyleOnEveryDevice() {
        let names = Set(CatalogScene.all.map(\.name))
        for device in DeviceSetup.all {
            for (_, style) in PresentationOptions.styles {
                #expect(names.contains("\(device.slug)-presentation-\(style)"))
            }
        }
        for topic in CatalogTopic.allCases {
            #expect(names.contains("iphone-portrait-\(topic.rawValue)"))
        }
    }
}
