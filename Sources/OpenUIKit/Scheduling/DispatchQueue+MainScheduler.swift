import Foundation

/// `DispatchQueue.main.async` and `asyncAfter(deadline:)`, as UIKit code spells them, on the engine's
/// clock.
///
/// In a file that imports OpenUIKit, these overloads win over Dispatch's (Swift prefers the overload
/// that needs no default arguments, and a module's declaration over the same one in a module it
/// imports), as OpenUIKit's ``Timer`` wins over Foundation's. Called on the main thread for the main
/// queue, they put the work on ``Scheduler/main`` in the common modes: `async` work runs at the next
/// advance (in an app, the host's next frame; in a test, the next `advance`, even by 0), `asyncAfter`
/// work when the scheduler reaches the deadline. Any other queue, and any call from another thread,
/// goes to Dispatch unchanged (see `MainQueue` for how the main queue is recognised), and so does
/// main-queue work submitted where no app or test was made (``AppRuntime/current`` is the unclaimed
/// runtime, whose clock nobody moves: the work would never run). Why not drain the real main queue in a
/// test instead: under Swift Testing every `@MainActor` test runs as jobs on that queue, so draining it
/// inside one test would run other tests' jobs in the middle of it.
///
/// Spellings that stay on Dispatch's real main queue (they need arguments these overloads do not
/// take, or a `DispatchWorkItem`, which is not `Sendable` on Linux): `async(group:qos:flags:execute:)`
/// with explicit arguments, `asyncAfter(wallDeadline:)`, and the `DispatchWorkItem` forms.
extension DispatchQueue {
    /// Submits `work`: on ``Scheduler/main`` for the main queue from the main thread, else to Dispatch.
    public func async(execute work: @escaping @Sendable () -> Void) {
        guard let scheduler = drivenMainScheduler else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        MainActor.assumeIsolated { _ = scheduler.schedule(after: 0) { work() } }
    }

    /// Runs `work` at `deadline`: on ``Scheduler/main`` for the main queue from the main thread (the
    /// deadline is read against `DispatchTime.now()` when submitted), else on Dispatch.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        guard let scheduler = drivenMainScheduler else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        let delay = (Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)) / 1e9
        MainActor.assumeIsolated { _ = scheduler.schedule(after: delay) { work() } }
    }

    /// The scheduler main-queue work goes to: ``Scheduler/main`` when this is the main queue, the caller
    /// runs on it, and the current runtime is one a host or a test made (and so advances); else nil.
    private var drivenMainScheduler: Scheduler? {
        guard isMainQueueOnMainThread else { return nil }
        return MainActor.assumeIsolated {
            let runtime = AppRuntime.current
            return runtime === AppRuntime.unclaimed ? nil : runtime.scheduler
        }
    }

    /// Whether this is the main queue and the caller runs on it (the main actor's executor). The main
    /// queue is recognised by its label: Dispatch hands out a new wrapper object for
    /// `DispatchQueue.main` on each access, so identity does not tell.
    private var isMainQueueOnMainThread: Bool {
        label == DispatchQueue.main.label && MainQueue.isCurrent
    }
}
