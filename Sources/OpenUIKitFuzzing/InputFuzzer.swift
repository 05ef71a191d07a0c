import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Runs fuzz scenes: builds a random ``FuzzScene`` and drives it with an ``InputStreamGenerator``
/// through `UIApplication.shared.handle`, in virtual time, checking the ``InvariantChecker``'s
/// invariants after every step and at settle points, and once more at the end after a final settle,
/// and again after the scene dismissed and dropped everything it presented.
///
/// A run is a pure function of its seed (or bytes): the same seed replays the same scene and stream.
/// (Dictionary order in Swift is seeded per process; nothing the engine does depends on it.)
@MainActor
public enum InputFuzzer {
    /// Runs the scene and stream made from `seed`, for `steps` steps. `checksPixels: false` leaves out
    /// the pixel check (``DamageCheck``: the whole window drawn again after every step), for the random
    /// runs in CI: it finds a known bug (a 2-point strip at the bottom edge of a landscape iPhone window
    /// changes outside the damage: `fuzz-input --seed 15103197687929508099`) that is not fixed yet, and it
    /// makes a step about ten times slower. The suite's fixed seeds and runs by hand keep it.
    public static func run(seed: UInt64, steps: Int, checksPixels: Bool = true) -> FuzzReport {
        var rng = SplitMix64(seed: seed)
        return run(using: &rng, steps: steps, seed: seed, checksPixels: checksPixels)
    }

    /// Runs the scene and stream that `rng` makes (libFuzzer passes a ``ByteStreamGenerator``), for at
    /// most `steps` steps.
    public static func run<G: RandomNumberGenerator>(using rng: inout G, steps: Int, seed: UInt64? = nil,
                                                     checksPixels: Bool = true) -> FuzzReport {
        let scene = FuzzScene(using: &rng)
        if !checksPixels { scene.damageCheck = nil }
        var generator = InputStreamGenerator()
        var inputEvents = 0
        var stepIndex = 0
        var usedIDs = Set(0..<FuzzScene.pointerIDLimit)
        var diagnostics = 0
        // The scene's own runtime: its reports are counted, not logged, and nothing is put back after.
        let sink = scene.host.runtime.diagnostics
        sink.isLoggingEnabled = false
        let observer = sink.addObserver { _ in diagnostics += 1 }
        defer { sink.removeObserver(observer) }
        func perform(_ step: FuzzStep) {
            scene.checker.step = stepIndex
            scene.checker.note(step.description)
            if case .input(let input) = step {
                inputEvents += 1
                usedIDs.insert(input.id)
            }
            execute(step, in: scene, pointerIDs: usedIDs)
            scene.checker.checkAfterStep(scene)
            scene.checker.checkTree(scene)
            stepIndex += 1
        }
        while stepIndex < steps {
            if Int.random(in: 0..<400, using: &rng) == 0 {
                for step in InputStreamGenerator.burst(Int.random(in: 50...400, using: &rng), in: scene, using: &rng) {
                    perform(step)
                }
                continue
            }
            perform(generator.next(for: scene, using: &rng))
        }
        perform(.settle)
        // The end of the scene: everything presented goes away and must be released.
        scene.dismissEverything()
        perform(.settle)
        return FuzzReport(seed: seed, stepsRun: stepIndex, inputEvents: inputEvents,
                          violations: scene.checker.violations, sessionEvents: scene.checker.sessionEventCount,
                          recognizerActions: scene.checker.recognizerActionCount,
                          presentations: scene.checker.presentedControllers.count,
                          dismissals: scene.checker.dismissedControllers.count,
                          alertHandlers: scene.checker.alertHandlerCount, diagnostics: diagnostics,
                          scene: scene.description, trace: scene.checker.trace)
    }

    private static func execute(_ step: FuzzStep, in scene: FuzzScene, pointerIDs: Set<Int>) {
        switch step {
        case .input(let input):
            scene.host.application.handle(input)
        case .advance(let seconds):
            scene.host.advance(by: seconds)
        case .mutation(let mutation):
            scene.apply(mutation)
        case .settle:
            settle(scene, pointerIDs: pointerIDs)
        }
    }

    /// Ends every pointer the run used (ends of pointers that are not down are refused with a
    /// warning), lets recognizers decide, then checks the quiet-state invariants.
    private static func settle(_ scene: FuzzScene, pointerIDs: Set<Int>) {
        let application = scene.host.application
        scene.isSettling = true
        defer { scene.isSettling = false }
        for id in pointerIDs.sorted() {
            application.handle(PointerInput(id: id, phase: id % 2 == 0 ? .up : .cancel, location: .zero))
        }
        scene.host.advance(by: 2)
        scene.checker.checkQuiet(scene)
    }
}
