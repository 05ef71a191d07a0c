import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Foundation's `cancelPreviousPerformRequests` removes a target's requests wherever they were made,
/// through the index of the schedulers holding them (see `UIViewRuntimeTests` for a view that left its
/// window before cancelling).
@MainActor
@Suite struct PerformRequestHoldersTests {
    private final class Model: NSObject {
        var pings = 0
        func ping() { pings += 1 }
    }

    private let ping = Selector("ping", Model.ping)

    /// An object that is no view makes its request on the runtime current then; a cancel made after
    /// another host became current still reaches it.
    @Test func aCancelMadeAfterAnotherHostBecameCurrentReachesTheRequestsHost() {
        let first = TestHost()
        let model = Model()
        model.perform(ping, with: nil, afterDelay: 1)
        let second = TestHost()
        #expect(AppRuntime.current === second.runtime)
        NSObject.cancelPreviousPerformRequests(withTarget: model)
        first.advance(by: 2)
        #expect(model.pings == 0)
        withExtendedLifetime(second) {}
    }

    /// A target's entry goes when its requests run or are cancelled, so the index does not grow with
    /// every object that ever performed.
    @Test func aTargetsEntryGoesWhenItsRequestsRunOrAreCancelled() {
        let host = TestHost()
        let kept = Model()
        let ran = Model()
        let before = PerformRequestHolders.targetCount
        kept.perform(ping, with: nil, afterDelay: 1)
        kept.perform(ping, with: nil, afterDelay: 2)
        ran.perform(ping, with: nil, afterDelay: 1)
        #expect(PerformRequestHolders.schedulers(holding: ObjectIdentifier(kept)).map(ObjectIdentifier.init)
                    == [ObjectIdentifier(host.runtime.scheduler)])
        host.advance(by: 1)
        #expect(ran.pings == 1)
        #expect(PerformRequestHolders.schedulers(holding: ObjectIdentifier(ran)).isEmpty)
        #expect(PerformRequestHolders.schedulers(holding: ObjectIdentifier(kept)).count == 1, "one request left")
        NSObject.cancelPreviousPerformRequests(withTarget: kept, selector: ping, object: nil)
        #expect(PerformRequestHolders.schedulers(holding: ObjectIdentifier(kept)).isEmpty)
        #expect(PerformRequestHolders.targetCount <= before)
        host.advance(by: 2)
        #expect(kept.pings == 1)
    }

    /// A runtime that ends with requests pending (a test that ends before its performs fire) leaves
    /// no live scheduler behind for the target, and a later cancel does nothing.
    @Test func aSchedulerReleasedWithRequestsPendingIsNotHeld() {
        let model = Model()
        weak var released: Scheduler?
        do {
            let host = TestHost()
            released = host.runtime.scheduler
            model.perform(ping, with: nil, afterDelay: 1)
        }
        #expect(released == nil)
        #expect(PerformRequestHolders.schedulers(holding: ObjectIdentifier(model)).isEmpty)
        NSObject.cancelPreviousPerformRequests(withTarget: model)
        #expect(model.pings == 0)
    }
}
