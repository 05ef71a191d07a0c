import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// What "the runtime of the code that is running" is (``AppRuntime/current``), under Swift Testing's
/// parallelism: every test here awaits between its steps, so other tests — and, in the task-group
/// tests, the other hosts of the same test — run in between, as they do in the suite at large.
/// With one process-wide application and scheduler replaced by whoever made a host last, each of
/// these fails: timers land in another test's scheduler and `UIApplication.shared` is another's.
@MainActor
@Suite struct AppRuntimeTests {
    /// What one host saw of the singletons after the others were made.
    private struct Sighting: Sendable {
        var timerFired: Bool
        var sharedIsOwn: Bool
        var screenIsOwn: Bool
        var schedulerIsOwn: Bool
    }

    /// `count` hosts made in concurrent child tasks that all exist before any of them schedules: each
    /// schedules a timer through `Timer.scheduledTimer` (which reads `Scheduler.main`) from
    /// its task's own code and advances its own host.
    private func sightings(count: Int) async -> [Sighting] {
        await withTaskGroup(of: Sighting.self) { group in
            for index in 0..<count {
                let device: UIScreen.Device = index.isMultiple(of: 2) ? .iPhoneSE : .iPad
                group.addTask { await Self.sighting(on: device) }
            }
            var seen: [Sighting] = []
            for await sighting in group { seen.append(sighting) }
            return seen
        }
    }

    /// One child task's host: made, then (after the others are made) used by the task's own code.
    private static func sighting(on device: UIScreen.Device) async -> Sighting {
        let host = TestHost(device: device)
        await Task.yield()  // the other hosts are made meanwhile
        var fired = false
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired = true }
        await Task.yield()
        host.advance(by: 1)
        return Sighting(timerFired: fired, sharedIsOwn: UIApplication.shared === host.application,
                        screenIsOwn: UIScreen.main === host.screen, schedulerIsOwn: Scheduler.main === host.scheduler)
    }

    @Test func hostsInConcurrentTasksEachKeepTheirOwnApp() async {
        let seen = await sightings(count: 8)
        #expect(seen.count == 8)
        #expect(seen.allSatisfy { $0.timerFired }, "a timer scheduled in one task fired in another's scheduler")
        #expect(seen.allSatisfy { $0.sharedIsOwn })
        #expect(seen.allSatisfy { $0.screenIsOwn })
        #expect(seen.allSatisfy { $0.schedulerIsOwn })
    }

    @Test func aLaterRuntimeOfTheSameTaskIsCurrentUntilItGoesAway() {
        let host = TestHost()
        #expect(AppRuntime.current === host.runtime)
        var inner: AppRuntime? = AppRuntime()
        #expect(AppRuntime.current === inner)
        #expect(host.run { AppRuntime.current } === host.runtime, "a binding wins")
        inner = nil
        #expect(AppRuntime.current === host.runtime, "the registration ended with the runtime")
    }

    @Test func aTimerRunsInItsOwnRuntimeWhoeverAdvancesTheClock() {
        let first = TestHost()
        var sharedInTimer: UIApplication?
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in sharedInTimer = UIApplication.shared }
        let second = TestHost()
        #expect(UIApplication.shared === second.application)
        first.advance(by: 1)
        #expect(sharedInTimer === first.application)
    }

    @Test func inputIsHandledInTheApplicationsRuntime() {
        let first = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        first.window.addSubview(button)
        var scheduler: Scheduler?
        button.addAction(UIAction { _ in scheduler = Scheduler.main }, for: .touchUpInside)
        let second = TestHost()  // the latest live host of this task: current outside any binding
        defer { withExtendedLifetime(second) {} }
        // The raw entry point, not a helper: the application binds its runtime itself.
        first.application.handle(PointerInput(id: 1, phase: .down, location: first.center(of: button)), in: first.window)
        first.application.handle(PointerInput(id: 1, phase: .up, location: first.center(of: button)), in: first.window)
        #expect(scheduler === first.scheduler)
    }

    @Test func aTaskStartedByARuntimeInheritsIt() async {
        let first = TestHost()
        var task: Task<UIApplication, Never>?
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            task = Task { @MainActor in UIApplication.shared }
        }
        let second = TestHost()
        first.advance(by: 1)
        let seen = await task?.value
        #expect(seen === first.application)
        #expect(seen !== second.application)
    }

    /// An app makes its runtime on the main thread, outside any task (the top of `main.swift`, a main
    /// queue block); a `Task` its code starts there before any binding finds that runtime (rule 3).
    @Test func aTaskOfAnAppFindsTheRuntimeMadeOutsideAnyTask() async {
        let seen: (made: ObjectIdentifier, found: ObjectIdentifier, outsideTask: Bool) = await withCheckedContinuation { done in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let outsideTask = withUnsafeCurrentTask { $0 == nil }
                    let runtime = AppRuntime()
                    Task { @MainActor in
                        let found = AppRuntime.current
                        done.resume(returning: (ObjectIdentifier(runtime), ObjectIdentifier(found), outsideTask))
                    }
                }
            }
        }
        #expect(seen.outsideTask)
        #expect(seen.found == seen.made)
    }

    @Test func diagnosticsReachOnlyTheirRuntimesObservers() {
        let first = TestHost()
        var heardByFirst: [String] = []
        let token = Diagnostics.addObserver { heardByFirst.append($0.code) }
        defer { Diagnostics.removeObserver(token) }  // from first's sink, though second is current by then
        let second = TestHost()
        let heardBySecond = Diagnostics.record { second.advance(by: .nan) }
        #expect(heardBySecond.map(\.code) == ["scheduler.invalidAdvance"])
        #expect(heardByFirst.isEmpty)
        first.advance(by: .infinity)
        #expect(heardByFirst == ["scheduler.invalidAdvance"])
    }

    @Test func aKeyboardNotificationReachesThePostersRuntimeOnly() {
        let first = TestHost(device: .iPad)
        let second = TestHost(device: .iPad)
        let frame = CGRect(x: 0, y: 880, width: 820, height: 300)
        first.run {
            NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        }
        #expect(first.runtime.keyboard.frame == frame && first.runtime.keyboard.isVisible)
        #expect(second.runtime.keyboard == KeyboardState())
    }

    @Test func aPartOfAnotherRuntimeMovesWithAWarning() {
        let first = AppRuntime()
        let second = AppRuntime(scheduler: first.scheduler)
        #expect(first.scheduler.runtime === second)
        #expect(second.diagnostics.record {} .isEmpty)
        let heard = second.run { Diagnostics.record { _ = AppRuntime(screen: second.screen) } }
        #expect(heard.isEmpty, "the warning goes to the new runtime's sink, not the current one's")
    }
}

/// A suite whose host is made in `init`: Swift Testing runs the `init` and the test method as two
/// steps of one task, and other cases' `init`s run in between (the cases run in parallel). The method
/// finds its own host's app by the runtime registered for its task.
@MainActor
@Suite struct AppRuntimeSuiteInitTests {
    let host = TestHost()

    @Test(arguments: 0..<12)
    func aHostMadeInInitIsTheTestsAcrossAwaits(_ index: Int) async {
        await Task.yield()
        #expect(UIApplication.shared === host.application)
        var fired = 0
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired += 1 }
        await Task.yield()
        host.advance(by: 0.5)
        #expect(fired == 1)
        await Task.yield()
        #expect(Scheduler.main === host.scheduler && UIScreen.main === host.screen)
    }
}
