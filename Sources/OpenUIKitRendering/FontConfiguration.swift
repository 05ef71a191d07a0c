import Foundation

/// Pins fontconfig, and so Pango, to the project's own font configuration.
///
/// Text pixels depend on the machine's fontconfig setup: a user `fonts.conf` that turns on subpixel
/// (`rgba`) antialiasing or hinting, or extra installed fonts, changes every glyph. Reference images
/// must not depend on who recorded them, so before the first Pango call the renderer points
/// `FONTCONFIG_FILE` at `Resources/fonts.conf`: only the DejaVu faces of Debian's `fonts-dejavu-core`,
/// grayscale antialiasing, no hinting, a cache of its own. Every entry point that can reach Pango
/// (``Renderer``, ``PangoTextMeasurer``, ``Renderer/makeRuntime(screen:application:)``) calls ``pin()`` first.
public enum FontConfiguration {
    /// The configuration file the renderer uses.
    public static var fileURL: URL? {
        Bundle.module.url(forResource: "fonts", withExtension: "conf")
    }

    /// Whether ``pin()`` found the configuration file and set `FONTCONFIG_FILE` to it.
    public static var isPinned: Bool { pinned }

    /// Points fontconfig at ``fileURL``. Idempotent and thread-safe; it must run before fontconfig
    /// initialises (the first Pango call in the process), which is why every renderer entry point calls it.
    public static func pin() {
        _ = pinned
    }

    private static let pinned: Bool = {
        guard let path = fileURL?.path, FileManager.default.fileExists(atPath: path) else { return false }
        return setenv("FONTCONFIG_FILE", path, 1) == 0
    }()
}
