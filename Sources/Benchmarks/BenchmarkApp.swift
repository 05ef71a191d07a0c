import OpenUIKit
import OpenUIKitRendering

/// A fresh app for one workload, set up as a real app is: its own runtime (application, scheduler,
/// a 1000×1000 desktop screen unless another device is asked for, Pango text measuring) and a key
/// window filling the screen.
///
/// Each workload builds its own, so workloads run one after another in one process (the smoke test)
/// exactly as in a fresh process, and nothing is put back afterwards: the runtime goes with the app.
@MainActor
struct BenchmarkApp {
    let runtime: AppRuntime
    let window: UIWindow
    var application: UIApplication { runtime.application }

    init(device: UIScreen.Device = .desktop) {
        runtime = Renderer.makeRuntime(screen: UIScreen(device: device))
        window = runtime.run { [runtime] in
            let window = UIWindow(screen: runtime.screen)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            return window
        }
    }
}
