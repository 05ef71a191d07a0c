/// Why a ``WindowHost`` could not start. A program turns it into a message and a non-zero exit.
public enum HostError: Error, Equatable, CustomStringConvertible {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, and running headless was not asked for.
    case noDisplay
    /// SDL picked a driver that shows nothing (`offscreen`, `dummy`) while a window was wanted.
    case invisibleVideoDriver(String)
    /// An SDL call failed; `message` is `SDL_GetError()`.
    case sdlFailure(call: String, message: String)

    /// A message that says what went wrong and what to do about it, for the program to print before it exits.
    public var description: String {
        switch self {
        case .noDisplay:
            "No display: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can be shown. "
                + "Start an X server (e.g. `xvfb-run -a COMMAND`) or run headless."
        case .invisibleVideoDriver(let driver):
            "SDL chose the '\(driver)' video driver, which shows no window. "
                + "Check DISPLAY/WAYLAND_DISPLAY and SDL_VIDEODRIVER, or run headless."
        case .sdlFailure(let call, let message):
            "\(call) failed: \(message)"
        }
    }
}
