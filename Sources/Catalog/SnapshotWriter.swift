import Foundation
import OpenUIKit
import OpenUIKitRendering

/// `catalog --snapshot DIR`: renders every ``CatalogScene`` to `DIR/<name>.png` with the Cairo
/// renderer, at 1x, with no display. Fonts are pinned by the renderer and time is virtual, so the files
/// are the same on every run and every machine with the same packages.
@MainActor
struct SnapshotWriter {
    let directory: URL
    /// How every scene looks (`--dark`, `--content-size`); light at the default size unless given.
    var appearance = CatalogAppearance()

    /// Writes every scene and returns the files written.
    func writeAll(_ scenes: [CatalogScene] = CatalogScene.all) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let renderer = Renderer()
        return try scenes.map { scene in
            let app = scene.stage(appearance: appearance)
            let window = app.window
            let url = directory.appendingPathComponent("\(scene.name).png")
            try app.runtime.run {
                try renderer.render(window.renderFrame(), size: window.bounds.size, scale: 1).writePNG(to: url)
                window.isHidden = true
            }
            return url
        }
    }
}
