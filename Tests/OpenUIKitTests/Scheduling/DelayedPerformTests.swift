import Foundation
import Testing
@testable import OpenUIKit

@MainActor
private final class Performer {
    var log: [String] = []
    func ping() { log.append("ping") }
    func take(_ argument: Box?) { log.append("take \(argument?.name ?? "nil")") }
}

@MainActor
private final class Box {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
@Suite struct DelayedPerformTests {
    private let ping = Selector("ping", Performer.ping)
    private let take = Selector("take:", Performer.take)

    @Test func performRunsAfterTheDelayWithTheArgument() {
        let scheduler = Scheduler()
        let performer = Performer()
        let box = Box("a")
        scheduler.perform(ping, on: performer, afterDelay: 1)
        scheduler.perform(take, on: performer, with: box, afterDelay: 2)
        scheduler.advance(by: 1.5)
        #expect(performer.log == ["ping"])
        scheduler.advance(by: 1)
        #expect(performer.log == ["ping", "take a"])
    }

    @Test func cancelAllForATargetLeavesOtherTargets() {
        let scheduler = Scheduler()
        let cancelled = Performer()
        let kept = Performer()
        scheduler.perform(ping, on: cancelled, afterDelay: 1)
        scheduler.perform(take, on: cancelled, with: Box("x"), afterDelay: 1)
        scheduler.perform(ping, on: kept, afterDelay: 1)
        scheduler.cancelPreviousPerformRequests(withTarget: cancelled)
        scheduler.advance(by: 2)
        #expect(cancelled.log.isEmpty)
        #expect(kept.log == ["ping"])
    }

    @Test func cancelExactSelectorAndObject() {
        let scheduler = Scheduler()
        let performer = Performer()
        let a = Box("a")
        let b = Box("b")
        scheduler.perform(take, on: performer, with: a, afterDelay: 1)
        scheduler.perform(take, on: performer, with: b, afterDelay: 1)
        scheduler.perform(take, on: performer, with: nil, afterDelay: 1)
        scheduler.perform(ping, on: performer, afterDelay: 1)
        scheduler.cancelPreviousPerformRequests(withTarget: performer, selector: Selector("take:"), object: a)
        scheduler.advance(by: 2)
        #expect(performer.log == ["take b", "take nil", "ping"])
    }

    @Test func aNilObjectMatchesOnlyRequestsWithoutOne() {
        let scheduler = Scheduler()
        let performer = Performer()
        scheduler.perform(take, on: performer, with: Box("a"), afterDelay: 1)
        scheduler.perform(take, on: performer, with: nil, afterDelay: 1)
        scheduler.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: nil)
        scheduler.advance(by: 2)
        #expect(performer.log == ["take a"])
    }

    @Test func objectsMatchByIdentityNotValue() {
        let scheduler = Scheduler()
        let performer = Performer()
        scheduler.perform(take, on: performer, with: Box("same"), afterDelay: 1)
        scheduler.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: Box("same"))
        scheduler.advance(by: 2)
        #expect(performer.log == ["take same"])
    }

    @Test func theTargetIsHeldWeakly() {
        let scheduler = Scheduler()
        var performer: Performer? = Performer()
        weak let weakPerformer = performer
        scheduler.perform(ping, on: performer!, afterDelay: 1)
        performer = nil
        #expect(weakPerformer == nil)
        let diagnostics = Diagnostics.record { scheduler.advance(by: 2) }
        #expect(diagnostics.isEmpty)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aNonFiniteDelayIsRefused() {
        let scheduler = Scheduler()
        let performer = Performer()
        let diagnostics = Diagnostics.record { scheduler.perform(ping, on: performer, afterDelay: .nan) }
        #expect(diagnostics.map(\.code) == ["scheduler.invalidDelay"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func cancellingPerformsDoesNotTouchPlainScheduledWork() {
        let scheduler = Scheduler()
        let performer = Performer()
        var ran = false
        scheduler.schedule(after: 1) { ran = true }
        scheduler.cancelPreviousPerformRequests(withTarget: performer)
        scheduler.advance(by: 1)
        #expect(ran)
    }
}
