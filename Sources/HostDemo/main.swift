import OpenUIKit
import OpenUIKitHost

// host-demo: one blue square in a 320×480 window that reports its touches; for trying the host by hand
// and measuring its idle CPU use.
//
//   host-demo [--headless] [--time-scale X] [--window-scale X] [--frames N] [--blink]
//
// --frames N runs N frames and exits instead of running until the window is closed; --blink adds a
// repeating 0.5 s timer that recolours a second square (the cost of a periodic timer while idle).

let arguments = CommandLine.arguments
func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
}

// The app's runtime, made at the top level (outside any task): the code below finds it as current.
// The demo draws with FillRenderer (flat colours, no text), so it needs no Pango measurer.
let runtime = AppRuntime(screen: UIScreen(device: .iPhoneSE))
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
// Shows that main-queue work runs while the host's loop owns the main thread (OpenUIKit puts
// `DispatchQueue.main.async` from the main thread on the scheduler, which each frame advances).
DispatchQueue.main.async { say("main queue drained") }

let configuration = HostConfiguration(
    title: "OpenUIKit Host Demo",
    windowScale: value(after: "--window-scale").flatMap(Double.init).map { CGFloat($0) } ?? 1,
    headless: arguments.contains("--headless"),
    timeScale: value(after: "--time-scale").flatMap(Double.init) ?? 1)
do {
    let host = try WindowHost(runtime: runtime, window: window, renderer: FillRenderer(), configuration: configuration)
    host.keyHandler = { [unowned host] press in
        say("key \(press.key)\(press.isShiftDown ? " shift" : "")")
        host.routeToFocusSystem(press)
    }
    host.keyboardHandler = { [unowned host] change in
        say("keyboard \(change.isVisible ? "shown" : "hidden"), ends at \(change.endFrame)")
        host.postKeyboardNotifications(for: change)
    }
    if let frames = value(after: "--frames").flatMap(Int.init) {
        for _ in 0..<max(frames, 0) { host.runFrame() }
    } else {
        host.run()
    }
    say("presented \(host.framesPresented) frames")
} catch {
    FileHandle.standardError.write(Data("host-demo: \(error)\n".utf8))
    exit(1)
}
