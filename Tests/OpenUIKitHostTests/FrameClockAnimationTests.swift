import Testing
@testable import OpenUIKit
@testable import OpenUIKitHost

/// Issue 20: the host draws every display frame while anything animates and sleeps otherwise. An
/// animation's next step is always scheduled 1/60 s ahead (``AnimationGroup``), so the frame clock's
/// idle wait is at most one frame while it runs; once it has ended nothing is due and the host sleeps
/// the whole cap (an idle app uses about 0 % CPU).
@MainActor
@Suite struct FrameClockAnimationTests {
    /// A 50×50 view in a shown window of a new app (the latest made in the test's task: the views and
    /// the animations use its scheduler), a second on; and the frame clock's idle wait for it.
    private func shownView() -> (runtime: AppRuntime, window: UIWindow, view: UIView, idleWait: () -> Int32) {
        let runtime = AppRuntime()
        let scheduler = runtime.scheduler
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        scheduler.advance(by: 1)
        let clock = FrameClock(realStart: 0, schedulerStart: scheduler.now, timeScale: 1)
        return (runtime, window, view, {
            clock.idleWaitMilliseconds(nextFireTime: scheduler.nextFireTime, now: scheduler.now, maximumWait: 1)
        })
    }

    @Test func theHostWakesEveryFrameWhileAViewAnimatesAndSleepsOnceItEnds() {
        let shown = shownView()      // holds the window while the test runs
        let (scheduler, view, idleWait) = (shown.runtime.scheduler, shown.view, shown.idleWait)
        #expect(idleWait() == 1000)
        UIView.animate(withDuration: 0.5) { view.center = CGPoint(x: 150, y: 150) }
        var frames = 0
        while scheduler.nextFireTime != nil, frames < 100 {
            #expect(idleWait() <= 17)
            scheduler.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames == 30)
        #expect(idleWait() == 1000)
    }

    @Test func theHostSleepsOnceALayerAnimationEndsEvenWhenItIsKept() {
        let shown = shownView()      // holds the window while the test runs
        let (scheduler, view, idleWait) = (shown.runtime.scheduler, shown.view, shown.idleWait)
        // A press kept at its end look (a pressable button held down), then a spinner that turns until removed.
        let press = CABasicAnimation(keyPath: "transform.scale")
        press.toValue = 0.9
        press.duration = 0.25
        press.fillMode = .forwards
        press.isRemovedOnCompletion = false
        view.layer.add(press, forKey: "press")
        var frames = 0
        while scheduler.nextFireTime != nil, frames < 100 {
            #expect(idleWait() <= 17)
            scheduler.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect((15...16).contains(frames), "the frames of a quarter second, then asleep with the end look kept")
        #expect(view.layer.animationKeys() == ["press"])
        #expect(idleWait() == 1000)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * Double.pi
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")
        for _ in 0..<120 {
            #expect(idleWait() <= 17)
            scheduler.advance(by: 1.0 / 60)
        }
        view.layer.removeAnimation(forKey: "spin")
        scheduler.advance(by: 1.0 / 60)
        #expect(idleWait() == 1000)
    }
}
