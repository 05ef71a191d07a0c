import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering

/// Runs the Catalog in an SDL window with the Cairo renderer until the window is closed.
@MainActor
struct WindowRunner {
    /// The title the window carries; the end-to-end script finds the window by it.
    static let windowTitle = "OpenUIKit Catalog"

    let options: CatalogOptions

    func run() throws {
        let runtime = Renderer.makeRuntime(screen: options.device.makeScreen())
        try runtime.run { try run(in: runtime) }
    }

    private func run(in runtime: AppRuntime) throws {
        let environment = CatalogEnvironment(device: options.device) { device in
            relaunch(on: device)
        }
        let app = CatalogApp(runtime: runtime, environment: environment)
        let window = app.window
        if let topic = options.screen { app.root.open(topic, animated: false) }
        let configuration = HostConfiguration(title: Self.windowTitle, timeScale: options.timeScale)
        let host = try WindowHost(runtime: runtime, window: window, configuration: configuration)
        let keyboard = SimulatedKeyboard(window: window, notifications: host.keyboardNotifications)
        host.keyboardHandler = { keyboard.apply($0) }
        say("catalog: \(options.device), SDL video driver \(host.videoDriver), window \(Int(window.bounds.width))×\(Int(window.bounds.height)) points")
        reportFirstFrame(of: host)
        host.run()
        withExtendedLifetime(app) {}
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
        say("catalog: restarting on \(device)")
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(CommandLine.arguments[0], cArguments)
        Diagnostics.warn("catalog.relaunchFailed", "Could not start the Catalog again: errno \(errno)")
    }
}
