import Foundation
import OpenUIKit
import OpenUIKitRendering

/// Starts an app as UIKit's `UIApplicationMain` does and runs it in a ``WindowHost`` until its window
/// closes: what `UIApplicationMain(_:_:_:_:)` and `@main` on an app delegate use, and what an app
/// with more to set up (its own renderer, key handling) calls itself.
///
/// 1. Without a display, and not asked to run headless, it says so and fails (status 1) before the
///    app launches: SDL would otherwise open an invisible window without a word.
/// 2. It makes the app's `AppRuntime` for the chosen device with Pango text measuring and
///    Cairo image decoding (`Renderer.makeRuntime`), so no title is truncated by a forgotten set-up call.
/// 3. It launches the app delegate (`AppRuntime.launch(_:options:)`: the delegate callbacks
///    in UIKit's order, the scene connecting) and shows the key window the app made; an app that made
///    none is told how to (status 1). The window's title is the scene's `title`, else the program's name.
/// 4. It runs frames until the window is closed (or ``HostLaunchOptions/frames`` have run), then ends
///    the app (`AppRuntime.terminate()`: `sceneDidDisconnect`, `applicationWillTerminate`)
///    and returns 0.
@MainActor
public struct ApplicationLauncher {
    /// The device, window scale, headless mode, time scale and frame count to run with.
    public var options: HostLaunchOptions
    /// Where the display and SDL driver are read (the process's by default).
    public var environment: [String: String]
    /// Draws the frames: the Cairo renderer by default.
    public var renderer: any HostFrameRenderer
    /// Called once the window is open, before the first frame: to install key handlers or report.
    public var hostDidOpen: (@MainActor (WindowHost) -> Void)?
    /// Where failures are written: standard error by default.
    public var report: @MainActor (String) -> Void

    /// A launcher for `options`, reading the display from `environment`, drawing with `renderer`.
    public init(options: HostLaunchOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
                renderer: any HostFrameRenderer = CairoFrameRenderer()) {
        self.options = options
        self.environment = environment
        self.renderer = renderer
        report = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    /// Runs the app whose delegate `makeDelegate` makes (called once the runtime exists, so the
    /// delegate's initializer already finds its app as `UIApplication.shared`), with `application` as
    /// its application. Returns the process's exit status.
    public func run(_ makeDelegate: () -> any UIApplicationDelegate,
                    application: @autoclosure () -> UIApplication = UIApplication()) -> Int32 {
        do {
            try VideoDriverPolicy.checkEnvironment(environment, headless: options.headless)
        } catch {
            report(error.description)
            return 1
        }
        let runtime = Renderer.makeRuntime(screen: options.device.makeScreen(), application: application())
        return runtime.run { run(runtime.run(makeDelegate), in: runtime) }
    }

    private func run(_ delegate: any UIApplicationDelegate, in runtime: AppRuntime) -> Int32 {
        let scene = runtime.launch(delegate)
        guard let window = runtime.application.keyWindow else {
            report("The app showed no window. Make one in your scene delegate's scene(_:willConnectTo:options:) "
                   + "with UIWindow(windowScene:) — the scene delegate is the class your app delegate's "
                   + "application(_:configurationForConnecting:options:) sets as the configuration's delegateClass — "
                   + "or in application(_:didFinishLaunchingWithOptions:), and call makeKeyAndVisible().")
            runtime.terminate()
            return 1
        }
        let title = scene.title.isEmpty ? Self.programName : scene.title
        let configuration = HostConfiguration(title: title, windowScale: options.windowScale ?? 1,
                                              fitsDesktop: options.windowScale == nil, headless: options.headless,
                                              environment: environment, timeScale: options.timeScale)
        let host: WindowHost
        do {
            host = try WindowHost(runtime: runtime, window: window, renderer: renderer, configuration: configuration)
        } catch {
            report(error.description)
            runtime.terminate()
            return 1
        }
        hostDidOpen?(host)
        if let frames = options.frames ?? (options.headless ? 1 : nil) {
            for _ in 0..<frames { host.runFrame() }
        } else {
            host.run()
        }
        runtime.terminate()
        host.close()
        return 0
    }

    /// The program's file name, the window's title when the scene has none.
    private static var programName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "OpenUIKit").lastPathComponent
    }
}
