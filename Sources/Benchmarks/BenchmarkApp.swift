import OpenUIKit
import OpenUIKitRendering

/// A fresh application for one workload, set up as a real app is: a shared `UIApplication`, a
/// scheduler, a 1000×1000 desktop screen, Pango text measuring and a key window filling the screen.
///
/// Each workload builds its own, so workloads run one after another in one process (the smoke test)
/// exactly as in a fresh process.
@MainActor
struct BenchmarkApp {
    let application: UIApplication
    let window: UIWindow

    init() {
        Renderer.install()
        application = UIApplication()
        UIApplication.setShared(application)
        Scheduler.main = Scheduler()
        let screen = UIScreen(device: .desktop)
        UIScreen.main = screen
        window = UIWindow(screen: screen)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }
}
