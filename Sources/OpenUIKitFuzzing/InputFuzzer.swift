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
    /// Runs the scene and stream made from `seed`, for `steps` steps, with the pixel check
    /// (``DamageCheck``: the whole window drawn again and compared with the damage) after every
    /// `pixelCheckInterval`-th step and after the last one; 0 leaves it out.
    ///
    /// Drawing the window makes a checked step about ten times slower than the other invariants, so
    /// the runs that count throughput (`script/fuzz-events`, the libFuzzer target) check a sample: the
    /// damage of the steps in between accumulates in the window's record, untaken, so a checked step
    /// compares with the last checked drawing and still sees every pixel that changed outside the
    /// damage since (a change undone before the next check goes unseen).
    ///
    /// With `constraintSteps` (the default) Auto Layout steps (``ConstraintMutationGenerator``) come in
    /// between the input stream's, from a stream of their own; false replays a seed found before they
    /// existed exactly as it ran then.
    public static func run(seed: UInt64, steps: Int, pixelCheckInterval: Int = 1, constraintSteps: Bool = true) -> FuzzReport {
        var rng = SplitMix64(seed: seed)
        return run(using: &rng, steps: steps, seed: seed, pixelCheckInterval: pixelCheckInterval, constraintSteps: constraintSteps)
    }

    /// Runs the scene and stream that `rng` makes (libFuzzer passes a ``ByteStreamGenerator``), for at
    /// most `steps` steps, checking pixels and adding constraint steps as
    /// ``run(seed:steps:pixelCheckInterval:constraintSteps:)`` does.
    public static func run<G: RandomNumberGenerator>(using rng: inout G, steps: Int, seed: UInt64? = nil,
                                                     pixelCheckInterval: Int = 1, constraintSteps: Bool = true) -> FuzzReport {
        let scene = FuzzScene(using: &rng)
        if pixelCheckInterval <= 0 { scene.damageCheck = nil }
        var generator = InputStreamGenerator()
        var constraintGenerator = ConstraintMutationGenerator(seed: seed)
        var constraintChanges = 0
        var inputEvents = 0
        var stepIndex = 0
        var usedIDs = Set(0..<FuzzScene.pointerIDLimit)
        var diagnostics = 0
        var pixelChecks = 0
        // The scene's own runtime: its reports are counted, not logged, and nothing is put back after.
        let sink = scene.host.runtime.diagnostics
        sink.isLoggingEnabled = false
        let observer = sink.addObserver { diagnostic in
            diagnostics += 1
            if diagnostic.code == "layout.unsatisfiableConstraints" { scene.checker.layoutConflicts += 1 }
        }
        defer { sink.removeObserver(observer) }
        func perform(_ step: FuzzStep, isLast: Bool = false) {
            scene.checker.step = stepIndex
            scene.checker.note(step.description)
            if case .input(let input) = step {
                inputEvents += 1
                usedIDs.insert(input.id)
            }
            execute(step, in: scene, pointerIDs: usedIDs)
            scene.checker.checkAfterStep(scene)
            let checksPixels = pixelCheckInterval > 0 && (isLast || stepIndex % pixelCheckInterval == 0)
            if checksPixels { pixelChecks += 1 }
            scene.checker.checkTree(scene, checkingPixels: checksPixels)
            stepIndex += 1
        }
        while stepIndex < steps {
            // Before the input stream draws: its draws stay those of a run without constraint steps.
            if constraintSteps, let change = constraintGenerator.next(for: scene) {
                constraintChanges += 1
                perform(.mutation(change))
            }
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
        perform(.settle, isLast: true)
        return FuzzReport(seed: seed, stepsRun: stepIndex, inputEvents: inputEvents,
                          violations: scene.checker.violations, sessionEvents: scene.checker.sessionEventCount,
                          recognizerActions: scene.checker.recognizerActionCount,
                          presentations: scene.checker.presentedControllers.count,
                          dismissals: scene.checker.dismissedControllers.count,
                          alertHandlers: scene.checker.alertHandlerCount, pixelChecks: pixelChecks,
                          textEdits: scene.checker.textEditCount,
                          constraintChanges: constraintChanges, layoutConflicts: scene.checker.layoutConflicts,
                          diagnostics: diagnostics,
                          scene: scene.description, trace: scene.checker.trace)
    }

    private static func execute(_ step: FuzzStep, in scene: FuzzScene, pointerIDs: Set<Int>) {
        switch step {
        case .input(let input):
            scene.host.application.handle(input)
        case .advance(let seconds):
            scene.host.advance(by: seconds)
            scene.advanceDrawnViews()
            scene.editTextFields()
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
