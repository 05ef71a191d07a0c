import OpenUIKitHost

// host-demo: one blue square in a 320×480 window that reports its touches; for trying the host by hand
// and measuring its idle CPU use. It starts as an app does, through the host's app entry
// (ApplicationLauncher, what UIApplicationMain uses), with an app delegate that makes its window in
// application(_:didFinishLaunchingWithOptions:) — UIKit's life cycle without scenes.
//
//   host-demo [--headless] [--time-scale X] [--scale X | --window-scale X] [--frames N] [--blink]
//             [--device iphone|ipad] [--orientation portrait|landscape]
//
// --frames N runs N frames and exits instead of running until the window is closed; --blink adds a
// repeating 0.5 s timer that recolours a second square (the cost of a periodic timer while idle).
// The demo draws with FillRenderer (flat colours, no text).

let arguments = CommandLine.arguments

final class HostDemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.backgroundColor = .white
        window.addSubview(TapReportingView(frame: CGRect(x: 60, y: 60, width: 200, height: 200)))
        if arguments.contains("--blink") {
            let blinker = UIView(frame: CGRect(x: 60, y: 300, width: 200, height: 40))
            window.addSubview(blinker)
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                blinker.backgroundColor = blinker.backgroundColor == .systemOrange ? .systemGreen : .systemOrange
            }
        }
        window.makeKeyAndVisible()
        self.window = window
        // Shows that main-queue work runs while the host's loop owns the main thread (OpenUIKit puts
        // `DispatchQueue.main.async` from the main thread on the scheduler, which each frame advances).
        DispatchQueue.main.async { say("main queue drained") }
        return true
    }
}

var options: HostLaunchOptions
do {
    options = try HostLaunchOptions(arguments: arguments, environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("host-demo: \(error)\n".utf8))
    exit(64)
}
// `--window-scale`: the demo's older spelling of `--scale`.
if let index = arguments.firstIndex(of: "--window-scale"), index + 1 < arguments.count,
   let scale = Double(arguments[index + 1]) {
    options.windowScale = CGFloat(scale)
}
var launcher = ApplicationLauncher(options: options, renderer: FillRenderer())
// Kept past the run, to report how many frames it presented.
var openedHost: WindowHost?
launcher.hostDidOpen = { host in
    openedHost = host
    host.keyHandler = { [unowned host] press in
        say("key \(press.key)\(press.isShiftDown ? " shift" : "")")
        host.routeToFocusSystem(press)
    }
    host.keyboardHandler = { [unowned host] change in
        say("keyboard \(change.isVisible ? "shown" : "hidden"), ends at \(change.endFrame)")
        host.postKeyboardNotifications(for: change)
    }
}
let status = launcher.run { HostDemoAppDelegate() }
if let openedHost { say("presented \(openedHost.framesPresented) frames") }
// Released before `exit`: the host's weak references give it a Swift side table, which the object's
// reference count word points to in a form LeakSanitizer cannot follow, so a host still alive at exit
// reads as a 32-byte leak under ASan (the sanitizers run this demo).
openedHost = nil
exit(status)
