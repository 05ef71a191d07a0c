import Foundation
import OpenUIKit

/// Brings a staged ``CatalogScene`` to its state as a person would: touches through the engine's one
/// input entry point (`UIApplication.handle`), time moved on the scene's own scheduler.
///
/// The Catalog is an app, and apps never link the test harness (OpenUIKitTesting): this is the little
/// of it a scene needs, on the scene's ``AppRuntime``, which is drawn with Pango (the snapshots show
/// what the app shows).
@MainActor
struct SceneDriver {
    let runtime: AppRuntime
    let window: UIWindow

    /// How long a finger rests on the screen in a tap, and the pause between the taps of a double tap.
    private static let touchDuration: TimeInterval = 0.05
    private static let doubleTapGap: TimeInterval = 0.1

    /// Moves the scene's clock, running the timers that fall due.
    func advance(by seconds: TimeInterval) {
        runtime.scheduler.advance(by: seconds)
    }

    /// A touch at the center of `view`, held for `duration` (a tap by default).
    func tap(_ view: UIView, holding duration: TimeInterval = touchDuration) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        runtime.application.handle(PointerInput(id: 1, phase: .down, location: point), in: window)
        advance(by: duration)
        runtime.application.handle(PointerInput(id: 1, phase: .up, location: point), in: window)
    }

    /// Two taps on `view`: the second has a tap count of 2.
    func doubleTap(_ view: UIView) {
        tap(view)
        advance(by: Self.doubleTapGap)
        tap(view)
    }
}
