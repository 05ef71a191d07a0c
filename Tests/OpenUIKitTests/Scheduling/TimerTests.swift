import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class TimerTarget {
    var fires: [TimeInterval] = []
    var userInfos: [String] = []
    func tick(_ timer: Timer) {
        fires.append(Scheduler.main.now)
        userInfos.append(timer.userInfo as? String ?? "none")
    }
}

@MainActor
private final class Payload {}

/// Foundation's `Timer`, as documented for `NSTimer`, on the engine's clock: every test runs in a
/// `TestHost`, whose scheduler is the main run loop's.
@MainActor
@Suite struct TimerTests {
    @Test func aOneShotTimerFiresOnceAtItsDateAndBecomesInvalid() {
        let host = TestHost()
        host.advance(by: 100)
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in fires.append(host.now) }
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 2) < 0.01)
        #expect(timer.timeInterval == 0, "as Foundation's Timer: 0 for a non-repeating timer")
        #expect(timer.isValid)
        host.advance(by: 1.9)
        #expect(fires.isEmpty)
        host.advance(by: 10)
        #expect(fires == [102])
        #expect(!timer.isValid)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func aRepeatingTimerStaysOnItsGridThroughIrregularAdvances() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires.append(host.now) }
        for _ in 0..<5 { host.advance(by: 0.7) }  // a host's uneven frames
        #expect(fires == [1, 2, 3])
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 0.5) < 0.01, "next fire at 4, now 3.5")
        #expect(timer.isValid)
        #expect(timer.timeInterval == 1)
    }

    @Test func fireDateIsADateOnTheVirtualClock() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in fires.append(host.now) }
        host.advance(by: 4)
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 1) < 0.01, "the time left follows virtual time")
        timer.fireDate = Date().addingTimeInterval(3)
        host.advance(by: 2.9)
        #expect(fires.isEmpty, "moved from 5 to 7")
        host.advance(by: 0.2)
        #expect(fires.count == 1 && abs(fires[0] - 7) < 0.01)
    }

    @Test func settingTheFireDateOfARepeatingTimerRestartsItsGridThere() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires.append(host.now) }
        timer.fireDate = .distantFuture  // the classic "pause"
        host.advance(by: 10)
        #expect(fires.isEmpty)
        timer.fireDate = Date()  // "resume now"
        host.advance(by: 2.5)
        #expect(fires.count == 3)
        #expect(fires.map { ($0 - 10).rounded() } == [0, 1, 2])
        timer.invalidate()
    }

    @Test func aTimerMadeWithAFireDateRunsOnceAddedToTheRunLoop() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let timer = Timer(fire: Date().addingTimeInterval(2), interval: 1, repeats: true) { _ in fires.append(host.now) }
        host.advance(by: 5)
        #expect(fires.isEmpty, "not scheduled until a run loop has it")
        #expect(host.scheduler.pendingCount == 0)
        RunLoop.main.add(timer, forMode: .default)
        #expect(fires.isEmpty)
        host.advance(by: 4.5)
        #expect(fires.map { $0.rounded() } == [5, 6, 7, 8, 9], "overdue: fires at the next turn, then on its grid")
        timer.invalidate()
    }

    @Test func aTimerMadeWithAnIntervalFiresThatLongAfterItWasMade() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let timer = Timer(timeInterval: 2, repeats: false) { _ in fires.append(host.now) }
        host.advance(by: 1)
        RunLoop.current.add(timer, forMode: .common)
        host.advance(by: 5)
        #expect(fires == [2])
    }

    @Test func invalidateStopsAndReleasesTheBlock() {
        let host = TestHost()
        weak var weakPayload: Payload?
        var fired = false
        let timer: Timer
        do {
            let payload = Payload()
            weakPayload = payload
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                _ = payload
                fired = true
            }
        }
        #expect(weakPayload != nil)
        timer.invalidate()
        #expect(weakPayload == nil)
        #expect(!timer.isValid)
        #expect(host.scheduler.pendingCount == 0)
        host.advance(by: 5)
        #expect(!fired)
        timer.invalidate()  // twice: harmless
    }

    @Test func invalidatingFromInsideTheBlockStopsARepeatingTimer() {
        let host = TestHost()
        var fires = 0
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            fires += 1
            if fires == 2 { timer.invalidate() }
        }
        host.advance(by: 10)
        #expect(fires == 2)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func fireRunsNowAndKeepsARepeatingSchedule() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires.append(host.now) }
        host.advance(by: 0.5)
        repeating.fire()
        #expect(fires == [0.5])
        #expect(repeating.isValid)
        host.advance(by: 0.5)
        #expect(fires == [0.5, 1])
    }

    @Test func fireOnAOneShotTimerInvalidatesIt() {
        let host = TestHost()
        var fires = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fires += 1 }
        timer.fire()
        #expect(fires == 1)
        #expect(!timer.isValid)
        host.advance(by: 2)
        timer.fire()  // invalid: nothing
        #expect(fires == 1)
    }

    @Test func theTargetFormSendsTheSelectorWithTheTimerAndRetainsTheTargetUntilInvalidated() {
        let host = TestHost()
        var target: TimerTarget? = TimerTarget()
        weak let weakTarget = target
        let timer = Timer.scheduledTimer(timeInterval: 1, target: target!, selector: Selector("tick:", TimerTarget.tick),
                                         userInfo: "info", repeats: true)
        host.advance(by: 2)
        #expect(target?.fires == [1, 2])
        #expect(target?.userInfos == ["info", "info"])
        target = nil
        #expect(weakTarget != nil, "NSTimer retains its target until invalidated")
        host.advance(by: 1)
        #expect(weakTarget?.fires == [1, 2, 3])
        timer.invalidate()
        #expect(weakTarget == nil)
    }

    @Test func aOneShotTargetTimerReleasesItsTargetOnceItFired() {
        let host = TestHost()
        weak var weakTarget: TimerTarget?
        do {
            let target = TimerTarget()
            weakTarget = target
            let timer = Timer(fireAt: Date().addingTimeInterval(1), interval: 0, target: target,
                              selector: Selector("tick:", TimerTarget.tick), userInfo: nil, repeats: false)
            RunLoop.main.add(timer, forMode: .default)
        }
        #expect(weakTarget != nil)
        host.advance(by: 1)
        #expect(weakTarget == nil)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test(arguments: [TimeInterval.nan, .infinity, -.infinity])
    func nonFiniteIntervalsAreRefusedWithAnInvalidTimer(interval: TimeInterval) {
        let host = TestHost()
        var fires = 0
        var timers: [Timer] = []
        let diagnostics = Diagnostics.record {
            timers.append(Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in fires += 1 })
            timers.append(Timer(timeInterval: interval, repeats: false) { _ in fires += 1 })
            timers.append(Timer(fire: Date(), interval: interval, repeats: true) { _ in fires += 1 })
        }
        #expect(diagnostics.map(\.code) == Array(repeating: "timer.invalidInterval", count: 3))
        #expect(timers.allSatisfy { !$0.isValid })
        for timer in timers { RunLoop.main.add(timer, forMode: .default) }
        #expect(host.scheduler.pendingCount == 0)
        timers[0].fire()
        host.advance(by: 1)
        #expect(fires == 0)
    }

    @Test func nonFiniteFireDatesAreRefused() {
        let host = TestHost()
        var fires = 0
        let bad = Date(timeIntervalSinceReferenceDate: .nan)
        var timer: Timer?
        let diagnostics = Diagnostics.record {
            timer = Timer(fire: bad, interval: 1, repeats: false) { _ in fires += 1 }
            let good = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fires += 1 }
            good.fireDate = bad
        }
        #expect(diagnostics.map(\.code) == ["timer.invalidFireDate", "timer.invalidFireDate"])
        #expect(timer?.isValid == false)
        host.advance(by: 1)
        #expect(fires == 1, "the good timer kept its date")
    }

    @Test(arguments: [TimeInterval(0), -1])
    func nonPositiveIntervalsBecomeTheMinimum(interval: TimeInterval) {
        let host = TestHost()
        var fires = 0
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in fires += 1 }
        #expect(timer.timeInterval == Timer.minimumInterval)
        #expect(Timer.minimumInterval == 0.0001)
        host.advance(by: 0.00105)
        #expect(fires == 10)
        timer.invalidate()
    }

    /// Foundation's `Timer.timeInterval` is 0 for a non-repeating timer whatever interval it was
    /// created with, and the interval (after the 0.1 ms minimum) for a repeating one.
    @Test(arguments: [TimeInterval(2), 0, -1])
    func theIntervalOfANonRepeatingTimerIsZero(interval: TimeInterval) {
        let host = TestHost()
        var fired: [TimeInterval] = []
        let oneShot = Timer.scheduledTimer(withTimeInterval: interval, repeats: false) { _ in fired.append(host.now) }
        let repeating = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in }
        #expect(oneShot.timeInterval == 0)
        #expect(repeating.timeInterval == max(interval, Timer.minimumInterval))
        repeating.invalidate()
        host.advance(by: 10)
        // The one-shot still fires after its interval (or the minimum), not at once.
        #expect(fired == [max(interval, Timer.minimumInterval)])
    }

    @Test func toleranceIsStoredNeverNegativeAndDoesNotDelayTheFire() {
        let host = TestHost()
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fires.append(host.now) }
        #expect(timer.tolerance == 0)
        timer.tolerance = 0.5
        #expect(timer.tolerance == 0.5)
        host.advance(by: 1)
        #expect(fires == [1])
        timer.tolerance = -1
        #expect(timer.tolerance == 0)
        timer.tolerance = .nan
        #expect(timer.tolerance == 0)
    }

    /// At a clock of about 1e17 s (doubles 16 apart) a step under 8 s rounds away: the old
    /// `repeat { fireDate += timeInterval } while fireDate <= now` never ended. The timer now fires what
    /// is due, then invalidates itself with a `timer.cannotAdvance` warning.
    @Test(arguments: [TimeInterval(1), 5, 0.0001])
    func aRepeatingTimerWhoseFireDateCannotGrowIsInvalidated(interval: TimeInterval) {
        let host = TestHost()
        host.advance(by: 1e17)
        var fires = 0
        var timer: Timer?
        let diagnostics = Diagnostics.record {
            timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in fires += 1 }
            host.advance(by: 100)
        }
        #expect(diagnostics.map(\.code) == ["timer.cannotAdvance"])
        #expect(fires == 1)
        #expect(timer?.isValid == false)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func aTimerMadeBeforeTheMainSchedulerChangedFiresOnTheOneItIsAddedTo() {
        let first = TestHost()
        defer { withExtendedLifetime(first) {} }
        var fires = 0
        let timer = Timer(timeInterval: 2, repeats: false) { _ in fires += 1 }
        let second = TestHost()
        second.advance(by: 10)
        RunLoop.main.add(timer, forMode: .default)
        second.advance(by: 1.9)
        #expect(fires == 0, "its date is 2 s after it was made, read against the wall clock")
        second.advance(by: 0.2)
        #expect(fires == 1)
    }

    @Test func aScheduledTimerCannotMoveToAnotherRunLoop() {
        let first = TestHost()
        var fires = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fires += 1 }
        let second = TestHost()  // the latest live host: `RunLoop.main` is now its run loop
        defer { withExtendedLifetime(second) {} }
        let diagnostics = Diagnostics.record { RunLoop.main.add(timer, forMode: .common) }
        #expect(diagnostics.map(\.code) == ["timer.otherRunLoop"])
        first.advance(by: 1, in: .tracking)
        #expect(fires == 0, "still only in the first run loop's default mode")
        first.advance(by: 0)
        #expect(fires == 1)
    }

    /// A block may call main-actor methods of the object that made it, as UIKit code does in
    /// `Timer.scheduledTimer(withTimeInterval:repeats:) { _ in self.tick() }`.
    @Test func aBlockRunsOnTheMainActorAndMayCallItsViewsMethods() {
        let host = TestHost()
        let view = TickingView()
        view.start()
        host.advance(by: 3)
        #expect(view.ticks == 3)
    }
}

@MainActor
private final class TickingView: UIView {
    var ticks = 0
    func tick() { ticks += 1 }
    func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
    }
}
