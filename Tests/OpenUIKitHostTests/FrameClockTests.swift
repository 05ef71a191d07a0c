import Testing
@testable import OpenUIKit
@testable import OpenUIKitHost

@MainActor
@Suite struct FrameClockTests {
    @Test func schedulerTimeFollowsRealTimeTimesTheTimeScale() {
        let clock = FrameClock(realStart: 100, schedulerStart: 5, timeScale: 4)
        #expect(clock.schedulerTime(atReal: 100) == 5)
        #expect(clock.schedulerTime(atReal: 100.5) == 7)
    }

    @Test func aBadTimeScaleFallsBackToRealTime() {
        var clock: FrameClock?
        let diagnostics = Diagnostics.record {
            clock = FrameClock(realStart: 0, schedulerStart: 0, timeScale: 0)
        }
        #expect(diagnostics.map(\.code) == ["host.invalidTimeScale"])
        #expect(clock?.timeScale == 1)
        #expect(FrameClock(realStart: 0, schedulerStart: 0, timeScale: .nan).timeScale == 1)
    }

    @Test func idleSleepLastsUntilTheNextTimerAtMostTheCap() {
        let realTime = FrameClock(realStart: 0, schedulerStart: 0, timeScale: 1)
        #expect(realTime.idleWaitMilliseconds(nextFireTime: 10.25, now: 10, maximumWait: 1) == 250)
        #expect(realTime.idleWaitMilliseconds(nextFireTime: 10.0101, now: 10, maximumWait: 0.1) == 11)
        #expect(realTime.idleWaitMilliseconds(nextFireTime: nil, now: 10, maximumWait: 0.1) == 100)
        #expect(realTime.idleWaitMilliseconds(nextFireTime: 99, now: 10, maximumWait: 0.1) == 100)
        #expect(realTime.idleWaitMilliseconds(nextFireTime: 9, now: 10, maximumWait: 0.1) == 0)
        #expect(realTime.idleWaitMilliseconds(nextFireTime: nil, now: 10, maximumWait: .infinity) == 0)
        // A quarter second of scheduler time at four times real speed: 62.5 ms, rounded up to be due on waking.
        let fast = FrameClock(realStart: 0, schedulerStart: 0, timeScale: 4)
        #expect(fast.idleWaitMilliseconds(nextFireTime: 10.25, now: 10, maximumWait: 1) == 63)
    }
}
