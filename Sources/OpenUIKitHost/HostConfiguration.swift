import Foundation

/// How a ``WindowHost`` runs: the window's title and scale, headless or not, the clock and its speed,
/// and the key that toggles the simulated keyboard.
@MainActor
public struct HostConfiguration {
    /// The SDL window's title (end-to-end scripts find the window by it).
    public var title: String
    /// Window coordinates per point (see ``HostGeometry``).
    public var windowScale: CGFloat
    /// Whether a window larger than the desktop is opened at a smaller ``windowScale``, so that all of
    /// it shows (``HostGeometry/windowScale(fitting:in:preferred:)``). Not when headless: there is no
    /// desktop.
    public var fitsDesktop: Bool
    /// Run without a display: SDL's `dummy` driver unless `SDL_VIDEODRIVER` names another, for tests
    /// and snapshot rendering. Without it the host refuses to start with no display (``HostError``).
    public var headless: Bool
    /// Where the host reads `DISPLAY`, `WAYLAND_DISPLAY` and `SDL_VIDEODRIVER`: the process environment
    /// by default; a test passes its own so the outcome does not depend on the machine.
    public var environment: [String: String]
    /// How much faster than real time the scheduler runs (`2` = timers fire twice as soon), for demos
    /// and end-to-end tests. Must be finite and positive.
    public var timeScale: Double
    /// A monotonic clock in seconds: the host advances its runtime's scheduler by how much it moved
    /// (times ``timeScale``). A test passes a clock it moves by hand.
    public var clock: @MainActor () -> TimeInterval
    /// The SDL name of the key (`SDL_GetKeyFromName`) that shows or hides the simulated keyboard;
    /// nil disables it.
    public var keyboardToggleKey: String?
    /// The longest the idle loop sleeps with no timer due. Work posted to the main queue from another
    /// thread does not wake SDL, so it waits at most this long to run.
    public var maximumIdleWait: TimeInterval

    /// A configuration with each setting given or defaulted: a 1× window that needs a display, real time from
    /// the process's uptime, `K` toggling the keyboard.
    public init(title: String = "OpenUIKit", windowScale: CGFloat = 1, fitsDesktop: Bool = false, headless: Bool = false,
                environment: [String: String] = ProcessInfo.processInfo.environment, timeScale: Double = 1,
                clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
                keyboardToggleKey: String? = "K", maximumIdleWait: TimeInterval = 0.1) {
        self.title = title
        self.windowScale = windowScale
        self.fitsDesktop = fitsDesktop
        self.headless = headless
        self.environment = environment
        self.timeScale = timeScale
        self.clock = clock
        self.keyboardToggleKey = keyboardToggleKey
        self.maximumIdleWait = maximumIdleWait
    }
}
