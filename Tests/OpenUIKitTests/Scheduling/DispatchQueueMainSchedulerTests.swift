import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class Counter {
    var log: [String] = []
    func note(_ entry: String) { log.append(entry) }
}

/// `DispatchQueue.main.async` / `asyncAfter(deadline:)` from main-actor code run on the engine's
/// clock; other queues and other threads keep Dispatch's.
@MainActor
@Suite struct DispatchQueueMainSchedulerTests {
    @Test func mainQueueWorkRunsAtTheNextAdvanceInOrder() {
        let host = TestHost()
        let counter = Counter()
        DispatchQueue.main.async { counter.note("a") }
        DispatchQueue.main.async(execute: { counter.note("b") })
        #expect(counter.log.isEmpty, "async: never inside the call")
        host.advance(by: 0)
        #expect(counter.log == ["a", "b"])
    }

    @Test func mainQueueWorkRunsWhileAControlTracks() {
        let host = TestHost()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        host.window.addSubview(button)
        _ = host.touchDown(at: CGPoint(x: 40, y: 20))
        let counter = Counter()
        DispatchQueue.main.async { counter.note("ran") }
        host.advance(by: 0)
        #expect(counter.log == ["ran"], "the main queue is served in the common modes")
    }

    @Test func asyncAfterRunsAtItsDeadlineInVirtualTime() {
        let host = TestHost()
        let counter = Counter()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { counter.note("late") }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { counter.note("soon") }
        host.advance(by: 1.9)
        #expect(counter.log == ["soon"])
        host.advance(by: 0.2)
        #expect(counter.log == ["soon", "late"])
    }

    /// The `DispatchWorkItem` forms (UIKit code's debounce pattern) build and stay on Dispatch's main
    /// queue: an OpenUIKit overload for them would make every such call ambiguous.
    @Test func workItemFormsBuildAndStayOnDispatch() {
        let host = TestHost()
        let item = DispatchWorkItem {}
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
        DispatchQueue.main.async(execute: item)
        #expect(host.scheduler.pendingCount == 0)
        item.cancel()
    }

    @Test func otherQueuesKeepDispatch() async {
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Thread.isMainThread) }
        }
        #expect(!onMain, "a global queue's work is not moved to the main scheduler")
    }

    /// From another thread the engine's scheduler is out of reach: the work goes to the real main
    /// queue, which runs it when the main actor is free (here: while this test awaits).
    @Test func mainQueueWorkFromAnotherThreadGoesToTheRealMainQueue() async {
        let host = TestHost()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                DispatchQueue.main.async { continuation.resume() }
            }
        }
        #expect(host.scheduler.pendingCount == 0, "it never went onto the engine's scheduler")
    }
}
