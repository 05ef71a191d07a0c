import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class Performer: UIResponder {
    var log: [String] = []
    func ping() { log.append("ping") }
    func take(_ argument: Any?) { log.append("take \(argument.map { "\($0)" } ?? "nil")") }
}

@MainActor
private final class Box: CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    nonisolated var description: String { "box" }
}

/// An `NSObject` whose equality is its name, as `isEqual:` overrides do.
private final class Tag: NSObject, @unchecked Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    override func isEqual(_ object: Any?) -> Bool { (object as? Tag)?.name == name }
    override var description: String { name }
}

/// Foundation's `performSelector:withObject:afterDelay:` family, on every responder and `NSObject`.
@MainActor
@Suite struct DelayedPerformTests {
    private let ping = Selector("ping", Performer.ping)
    private let take = Selector("take:", Performer.take)

    @Test func performRunsAfterTheDelayWithTheArgument() {
        let host = TestHost()
        let performer = Performer()
        performer.perform(ping, with: nil, afterDelay: 1)
        performer.perform(take, with: "a", afterDelay: 2)
        host.advance(by: 1.5)
        #expect(performer.log == ["ping"])
        host.advance(by: 1)
        #expect(performer.log == ["ping", "take a"])
    }

    /// Foundation retains the receiver and the argument until the perform runs or is cancelled.
    @Test(arguments: [false, true])
    func theReceiverAndTheArgumentAreRetainedUntilThePerformRunsOrIsCancelled(cancel: Bool) {
        let host = TestHost()
        weak var weakPerformer: Performer?
        weak var weakBox: Box?
        do {
            let performer = Performer()
            let box = Box("x")
            weakPerformer = performer
            weakBox = box
            performer.perform(take, with: box, afterDelay: 1)
        }
        #expect(weakPerformer != nil)
        #expect(weakBox != nil)
        if cancel {
            UIResponder.cancelPreviousPerformRequests(withTarget: weakPerformer!)
        } else {
            host.advance(by: 1)
        }
        #expect(weakPerformer == nil)
        #expect(weakBox == nil)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func cancelAllForATargetLeavesOtherTargets() {
        let host = TestHost()
        let cancelled = Performer()
        let kept = Performer()
        cancelled.perform(ping, with: nil, afterDelay: 1)
        cancelled.perform(take, with: Box("x"), afterDelay: 1)
        kept.perform(ping, with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: cancelled)
        host.advance(by: 2)
        #expect(cancelled.log.isEmpty)
        #expect(kept.log == ["ping"])
    }

    /// Foundation matches the argument with `isEqual:`: an equal but distinct `NSObject`, or an equal
    /// Swift value, cancels the request.
    @Test func cancelMatchesSelectorAndAnEqualArgument() {
        let host = TestHost()
        let performer = Performer()
        performer.perform(take, with: Tag("a"), afterDelay: 1)
        performer.perform(take, with: Tag("b"), afterDelay: 1)
        performer.perform(take, with: "s", afterDelay: 1)
        performer.perform(take, with: 7, afterDelay: 1)
        performer.perform(take, with: nil, afterDelay: 1)
        performer.perform(ping, with: nil, afterDelay: 1)
        Performer.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: Tag("a"))
        Performer.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: "s")
        Performer.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: nil)
        Performer.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: "7")
        host.advance(by: 1)
        #expect(performer.log == ["take b", "take 7", "ping"], "a String \"7\" is not the Int 7")
    }

    @Test func objectsWithoutEqualityMatchByIdentity() {
        let host = TestHost()
        let performer = Performer()
        let box = Box("x")
        performer.perform(take, with: box, afterDelay: 1)
        performer.perform(take, with: Box("x"), afterDelay: 1)
        Performer.cancelPreviousPerformRequests(withTarget: performer, selector: take, object: box)
        host.advance(by: 1)
        #expect(performer.log == ["take box"])
    }

    @Test func cancelWithADifferentSelectorNameKeepsTheRequest() {
        let host = TestHost()
        let performer = Performer()
        performer.perform(ping, with: nil, afterDelay: 1)
        Performer.cancelPreviousPerformRequests(withTarget: performer, selector: Selector(named: "pong"), object: nil)
        host.advance(by: 1)
        #expect(performer.log == ["ping"])
    }

    @Test func anyNSObjectCanPerform() {
        let host = TestHost()
        let tag = Tag("t")
        var described: [String] = []
        let record = Selector("record:") { (_: Tag) in { (sender: Tag) in described.append(sender.name) } }
        tag.perform(record, with: Tag("arg"), afterDelay: 0.5)
        host.advance(by: 0.5)
        #expect(described == ["arg"])
    }

    @Test func aPerformRunsOnlyInTheModesItWasScheduledFor() {
        let host = TestHost()
        let performer = Performer()
        performer.perform(take, with: "default", afterDelay: 1)
        performer.perform(take, with: "tracking", afterDelay: 1, inModes: [.tracking])
        performer.perform(take, with: "common", afterDelay: 1, inModes: [.common])
        performer.perform(take, with: "none", afterDelay: 1, inModes: [])
        host.advance(by: 1, in: .tracking)
        #expect(performer.log == ["take tracking", "take common"])
        host.advance(by: 0)
        #expect(performer.log == ["take tracking", "take common", "take default"])
        #expect(host.scheduler.pendingCount == 0, "no modes, as Foundation: never scheduled")
    }

    @Test func aSelectorTheReceiverDoesNotImplementIsReportedWhenDue() {
        let host = TestHost()
        let performer = Performer()
        performer.perform(Selector(named: "missing"), with: nil, afterDelay: 1)
        let diagnostics = Diagnostics.record { host.advance(by: 1) }
        #expect(diagnostics.map(\.code) == ["action.unrecognizedSelector"])
    }
}
