import Testing
@testable import OpenUIKit
@testable import OpenUIKitHost

/// Issue 20: the host draws every display frame while anything animates and sleeps otherwise. An
/// animation's next step is always scheduled 1/60 s ahead (``AnimationGroup``), so the frame clock's
/// idle wait is at most one frame while it runs; once it has ended nothing is due and the host sleeps
/// the whole cap (an idle app uses about 0 % CPU).
@MainActor
@Suite struct FrameClockAnimationTests {
    @Test func theHostWakesEveryFrameWhileAViewAnimatesAndSleepsOnceItEnds() {
        // The test's app (the latest made in its task): the views and the animation use its scheduler.
        let runtime = AppRuntime()
        let scheduler = runtime.scheduler
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        scheduler.advance(by: 1)
        let clock = FrameClock(realStart: 0, schedulerStart: scheduler.now, timeScale: 1)
        func idleWait() -> Int32 {
            clock.idleWaitMilliseconds(nextFireTime: scheduler.nextFireTime, now: scheduler.now, maximumWait: 1)
        }
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
}
