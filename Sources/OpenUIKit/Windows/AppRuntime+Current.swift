import Foundation

/// Which runtime "the code that is running" belongs to: what `UIApplication.shared`, `UIScreen.main`,
/// `Scheduler.main` and ``Diagnostics`` answer from.
///
/// Swift Testing runs tests in parallel, all on the main actor: a test's synchronous stretches never
/// overlap another's, but at every `await` another test may run — and a suite's `init` and its test
/// method are two such stretches of one task, with other tests' inits in between. A process-wide
/// "current app" set by whoever came last (what `UIApplication.setShared` was) therefore let tests fire
/// timers into each other's schedulers. Four rules decide instead, first match wins:
///
/// 1. **The runtime that is running the code.** Everything a runtime runs itself binds it in a task
///    local (``run(_:)``): scheduler items while its scheduler advances, input while its application
///    handles it, and the helpers of hosts and `TestHost` (rendering, gestures). A task local, not a
///    variable set and restored: it holds across `await`s and is inherited by `Task { }` started inside,
///    and it can never leak into code it did not enclose. Inside a binding, a runtime created later
///    does not become current: the code is still running on behalf of the bound one.
/// 2. **The latest live runtime created in the current task.** A test's own code — a button's handler
///    called directly, `Timer.scheduledTimer` in a test body, a suite's stored `TestHost` made in `init`
///    — runs inside no binding, but in the test's task. Creating a runtime registers it for the task
///    that created it (held weakly: the registration ends with the runtime). This needs no cooperation
///    from the test runner (a Swift Testing trait would have to be written on every suite, and
///    forgetting it would silently share), and it is sound because a task is never shared by two
///    tests: each test case runs in its own task. Code outside any task (an app's main thread, the
///    top level of `main.swift`) is treated as one more task. A `Task { }` that a test body starts
///    outside any binding is a task of its own, with no registration: start it inside `host.run { }`
///    so that it inherits the host's runtime by rule 1.
/// 3. **The latest live runtime created outside any task**: an app's, made on its main thread, for
///    the app's code that runs in a task of its own that no binding reached (a `Task { }` started
///    before the host's first frame). Test processes make none: tests always run in tasks.
/// 4. **Otherwise, one process-wide runtime that nobody created** (``unclaimed``): what code that never
///    made a runtime gets, as `UIApplication.shared` creates an application on first use in UIKit. A
///    test that needs isolation makes a `TestHost`; one that does not share the unclaimed runtime's
///    application only with others that do not either.
///
/// The rules cost a task-local read and, when no binding is found, a dictionary lookup or two: fine for
/// `UIApplication.shared` in app code, too much for paths taken per view or per event, which reach
/// their runtime through the objects they hold (a window's application, an application's runtime).
extension AppRuntime {
    /// The runtime of the code that is running (see the rules above).
    public static var current: AppRuntime {
        if let bound = Binding.runtime { return bound }
        return registered(for: taskKey) ?? registered(for: outsideAnyTask) ?? unclaimed
    }

    /// Runs `body` with this runtime as ``current`` (rule 1), and whatever `body` starts with
    /// `Task { }` too. A nested call for the runtime already running costs a comparison.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        if isBound { return try body() }
        let outer = Self.running
        Self.running = self
        defer { Self.running = outer }
        return try Binding.$runtime.withValue(self, operation: body)
    }

    /// Whether this runtime's ``run(_:)`` encloses the code that is running: what the engine's entry
    /// points (input, a scheduler's advance) check before binding, so the common nested case — a host
    /// frame's events, a benchmark's clicks — costs a comparison, not a task-local read (about 200
    /// instructions, 1 % of a click) and a closure.
    ///
    /// A main-actor variable can say this soundly because ``run(_:)`` is synchronous: while its body
    /// runs, no other main-actor code runs except what the body calls. The one exception is a run loop
    /// drained inside the body (a host's frame), whose jobs belong to that app; they see the outer
    /// runtime as running and skip binding, and resolve ``current`` by the rules from their own task.
    var isBound: Bool { Self.running === self }

    /// Whether `application`'s runtime is running (``isBound``), asked without loading the
    /// application's weak reference to its runtime: what input handling checks per event.
    static func isRunning(_ application: UIApplication) -> Bool { running?.application === application }

    /// Whether `scheduler`'s runtime is running (``isBound``), asked as for an application above.
    static func isRunning(_ scheduler: Scheduler) -> Bool { running?.scheduler === scheduler }

    /// The runtime whose ``run(_:)`` is executing (see ``isBound``).
    private static var running: AppRuntime?

    /// The task-local binding of rule 1. An enum of its own: a `@TaskLocal` is a nonisolated static.
    private enum Binding {
        @TaskLocal static var runtime: AppRuntime?
    }

    /// A runtime held for the task that created it, without keeping it alive.
    private struct Registration {
        weak var runtime: AppRuntime?
    }

    /// Rule 2's runtimes, by task (``taskKey``), in creation order.
    private static var registrations: [Int: [Registration]] = [:]

    /// The key of code running outside any task.
    private static let outsideAnyTask = 0

    /// The current task's identity: the hash of the task's address, or ``outsideAnyTask``. A finished
    /// task's address may be reused by a new one, which is harmless: a registration ends with its
    /// runtime, and a runtime outlives its test only if the test leaked it.
    private static var taskKey: Int {
        withUnsafeCurrentTask { $0?.hashValue } ?? outsideAnyTask
    }

    static func register(_ runtime: AppRuntime) {
        let key = taskKey
        // Registrations whose runtime is gone are dropped here, so the table stays as small as the
        // number of live runtimes.
        registrations = registrations.compactMapValues { list in
            let live = list.filter { $0.runtime != nil }
            return live.isEmpty ? nil : live
        }
        registrations[key, default: []].append(Registration(runtime: runtime))
    }

    /// The latest live runtime registered under `key`.
    private static func registered(for key: Int) -> AppRuntime? {
        guard let list = registrations[key] else { return nil }
        return list.last(where: { $0.runtime != nil })?.runtime
    }
}
