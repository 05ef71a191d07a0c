import ArgumentParser
import OpenUIKit
import OpenUIKitHost

/// Runs the Catalog in a window through the host's app entry (``ApplicationLauncher``, what
/// `UIApplicationMain` uses): ``CatalogAppDelegate`` launches, its scene delegate makes the window, and
/// the window stays until it is closed.
@MainActor
struct WindowRunner {
    /// The title the window carries; the end-to-end script finds the window by it.
    static let windowTitle = "OpenUIKit Catalog"

    let options: CatalogOptions

    func run() throws {
        var launcher = ApplicationLauncher(options: HostLaunchOptions(device: options.device, windowScale: options.windowScale,
                                                                    timeScale: options.timeScale))
        launcher.hostDidOpen = { host in
            let window = host.window
            host.runtime.compactSheetStyle = options.fullScreenSheets ? .fullScreen : .card
            let keyboard = SimulatedKeyboard(window: window, notifications: host.keyboardNotifications)
            host.keyboardHandler = { keyboard.apply($0) }
            say("catalog: \(options.device), SDL video driver \(host.videoDriver), window \(Int(window.bounds.width))×\(Int(window.bounds.height)) points")
            reportFirstFrame(of: host)
        }
        let environment = CatalogEnvironment(device: options.device, appearance: options.appearance) { device in
            relaunch(on: device)
        }
        let status = launcher.run { CatalogAppDelegate(environment: environment, initialTopic: options.screen) }
        if status != 0 { throw ExitCode(status) }
    }

    /// Prints "first frame presented" once the host has shown a frame. The host's loop advances the
    /// scheduler at the start of each frame and presents at its end, so a short repeating timer sees
    /// the first frame on the next frame after it and stops.
    private func reportFirstFrame(of host: WindowHost) {
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
            guard host.framesPresented > 0 else { return }
            timer.invalidate()
            say("catalog: first frame presented")
        }
    }

    /// Starts the Catalog again on `device`, on the presentation screen, with the same options; this
    /// process is replaced (`execv`), so the old window goes away as the new one opens.
    private func relaunch(on device: DeviceSetup) {
        var arguments = [CommandLine.arguments[0], "--device", device.kind.rawValue,
                         "--orientation", device.orientation.rawValue, "--screen", CatalogTopic.presentation.rawValue,
                         "--time-scale", "\(options.timeScale)"]
        if options.logEvents { arguments.append("--log-events") }
        if options.fullScreenSheets { arguments.append("--full-screen-sheets") }
        if options.appearance.isDark { arguments.append("--dark") }
        arguments += ["--content-size", options.appearance.textSize.rawValue]
        if let scale = options.windowScale { arguments += ["--scale", "\(scale)"] }
        say("catalog: restarting on \(device)")
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(CommandLine.arguments[0], cArguments)
        Diagnostics.warn("catalog.relaunchFailed", "Could not start the Catalog again: errno \(errno)")
    }
}
