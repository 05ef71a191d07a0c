/// Decides whether the host may run with the display and SDL video driver it finds.
///
/// With no display SDL does not fail: it silently falls back to its `offscreen` driver, so a person
/// would see no window and no error. The host therefore refuses to start unless it has a display and a
/// driver that shows windows, or unless it was asked to run headless (tests, snapshot rendering), where
/// SDL's `dummy` driver needs no X server at all.
public enum VideoDriverPolicy {
    /// The drivers that put a window on a screen a person sees.
    public static let visibleDrivers: Set<String> = ["x11", "wayland", "kmsdrm"]

    /// The driver SDL uses when the host runs headless and the environment names none.
    public static let headlessDriver = "dummy"

    /// Checked before SDL starts, from the environment: a window needs `DISPLAY` or `WAYLAND_DISPLAY`,
    /// and an `SDL_VIDEODRIVER` that shows nothing is only accepted headless.
    public static func checkEnvironment(_ environment: [String: String], headless: Bool) throws(HostError) {
        guard !headless else { return }
        if let requested = environment["SDL_VIDEODRIVER"], !requested.isEmpty,
           !visibleDrivers.contains(requested.lowercased()) {
            throw .invisibleVideoDriver(requested)
        }
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]]
            .contains { $0.map { !$0.isEmpty } ?? false }
        guard hasDisplay else { throw .noDisplay }
    }

    /// Checked after SDL started, with the driver it picked.
    public static func checkDriver(_ driver: String, headless: Bool) throws(HostError) {
        guard headless || visibleDrivers.contains(driver) else { throw .invisibleVideoDriver(driver) }
    }

    /// The driver to ask SDL for: the environment's `SDL_VIDEODRIVER` if set, else ``headlessDriver``
    /// when headless, else nil (SDL's own choice).
    public static func requestedDriver(_ environment: [String: String], headless: Bool) -> String? {
        if let requested = environment["SDL_VIDEODRIVER"], !requested.isEmpty { return requested }
        return headless ? headlessDriver : nil
    }
}
