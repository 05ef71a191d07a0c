import Testing
import OpenUIKit
@testable import OpenUIKitFuzzing

/// Fixed seeds of the input fuzzer, run with every `swift test`: random scenes and valid and malformed
/// input streams must keep every invariant of ``InvariantChecker``.
@MainActor
@Suite struct InputFuzzerTests {
    static let seeds: [UInt64] = Array(1...30)
    static let stepsPerSeed = 250

    /// Seeds `script/fuzz-events` found violating an invariant, with the steps and pixel-check interval
    /// that reach it, kept as regressions: 1361583653243863870 turned a button 158° and a pixel its
    /// resampled drawing changed lay outside the damage (``UIView/resamplingBleed``);
    /// 8193958191077758714 turned a button 202° and its title was drawn upright, from a text mask pasted
    /// in device space, past the damage; 2320391405305698038 (damage left unread for 100 steps, as
    /// `script/fuzz-events` checks pixels) rotated a window whose extent reached far past its left
    /// edge, and the damage's far edge, rounded in a union, fell 10⁻¹³ short of the window's: the
    /// invariant compares within a millionth of a point (`UIView+Invariants.swift`);
    /// 10163145370076881831 (pixels checked every 10th step) added a text field under a view whose
    /// transform animated, and damaged only its model place (``UIView/redrawRenderedArea()``). All were
    /// found before the constraint steps: they replay without them, exactly as found.
    @Test(arguments: [(1361583653243863870, 12, 1), (8193958191077758714, 300, 1), (2320391405305698038, 300, 100),
                      (10163145370076881831, 300, 10)]
          as [(UInt64, Int, Int)])
    func foundSeedsKeepEveryInvariant(seed: UInt64, steps: Int, pixelCheckInterval: Int) {
        let report = InputFuzzer.run(seed: seed, steps: steps, pixelCheckInterval: pixelCheckInterval,
                                     constraintSteps: false)
        #expect(report.violations.isEmpty, "seed \(seed): \(report.violations.prefix(5))")
    }

    /// Seeds the constraint steps found (`script/fuzz-events`): 13070490988649615260 and
    /// 1371404966218160357 removed a view that a constraint installed on the root view still named,
    /// and the constraint stayed active (with a released item) where UIKit's `removeFromSuperview()`
    /// deactivates it (``UIView/removeConstraints(referringInto:)``); 17973029687798248443 moved both
    /// items of a required constraint into a stack view and released the view holding it, which left
    /// it active but unsolved — a move now removes such constraints, as `addSubview(_:)` removes the
    /// previous superview first; 8950304375113021053 slid a presented controller's view away with a
    /// control inside it that a required constraint tied to the presenting root view, and the
    /// control went with it — a move of a superview on the way to a constrained view now re-places
    /// it (`UIViewMovingAncestorTests`); 17719022143254053321 moved a view inside a tracking button
    /// into a stack view, and the button's `.touchCancel` action put the finger down again on the
    /// leaving view — pointer input sent during a move is now held until the view has moved
    /// (`InputDuringViewMoveTests`); 9831533460411483198 activated a required `width <= -152`, which
    /// the solver met and the frame showed as zero, unreported, as UIKit's engine (no floor of its own)
    /// — the checker now reads a zero size as standing for any size at or below zero
    /// (`NegativeSizeTests`);
    /// 11022763003859031919 rotated the device while a view was tied to a control inside a presented
    /// view, which the container's layout moved after the engine ran, and the pass ended before the
    /// engine read the new place (`UIViewMovingAncestorTests.aMarkerMovedByItsContainersLayoutIsFollowedInTheSamePass`).
    @Test(arguments: [13_070_490_988_649_615_260, 1_371_404_966_218_160_357, 17_973_029_687_798_248_443,
                      8_950_304_375_113_021_053, 17_719_022_143_254_053_321, 9_831_533_460_411_483_198,
                      11_022_763_003_859_031_919] as [UInt64])
    func constraintSeedsKeepEveryInvariant(seed: UInt64) {
        let report = InputFuzzer.run(seed: seed, steps: 300)
        #expect(report.violations.isEmpty, "seed \(seed): \(report.violations.prefix(5))")
        #expect(report.constraintChanges > 0)
    }

    @Test func fixedSeedsKeepEveryInvariant() {
        var events = 0, sessions = 0, actions = 0, diagnostics = 0, presentations = 0, dismissals = 0, handlers = 0
        var textEdits = 0, constraintChanges = 0, conflicts = 0
        for seed in Self.seeds {
            let report = InputFuzzer.run(seed: seed, steps: Self.stepsPerSeed)
            #expect(report.violations.isEmpty, "seed \(seed): \(report.violations.prefix(5))\n\(report.trace.joined(separator: "\n"))")
            events += report.inputEvents
            sessions += report.sessionEvents
            actions += report.recognizerActions
            presentations += report.presentations
            dismissals += report.dismissals
            handlers += report.alertHandlers
            textEdits += report.textEdits
            constraintChanges += report.constraintChanges
            conflicts += report.layoutConflicts
            diagnostics += report.diagnostics
        }
        // The seeds must actually exercise controls, recognizers, presentations and the malformed-input rules.
        #expect(events > Self.seeds.count * Self.stepsPerSeed / 2)
        #expect(sessions > 150)
        #expect(actions > 20)
        #expect(diagnostics > 500)
        #expect(presentations > 60)
        #expect(dismissals > 30)
        #expect(handlers > 0, "the seeds' alerts ran no action handler")
        #expect(textEdits > 100, "the seeds' text fields got \(textEdits) edits")
        #expect(constraintChanges > 300, "the seeds took \(constraintChanges) constraint steps")
        #expect(conflicts > 10, "the seeds' conflicting constraints made \(conflicts) conflicts")
        print("fuzz seeds: \(Self.seeds.count) × \(Self.stepsPerSeed) steps, \(events) input events, \(sessions) session events, "
              + "\(actions) recognizer actions, \(presentations) presentations, \(dismissals) dismissals, "
              + "\(handlers) alert handlers, \(textEdits) text field edits, \(constraintChanges) constraint steps "
              + "(\(conflicts) conflicts), \(diagnostics) refused")
    }

    /// Seeds that once broke an invariant, replayed in full, all found by `fuzz-input` (issue 25).
    /// The first two: a control whose reaction removes every registration — UIKit's `removeTarget(nil,
    /// action: nil, for: .allEvents)`, which removes UIActions too — took the checker's observers with
    /// it, and its session was then reported as never ended. The last two: a long press whose view's
    /// cancel (sent just before its began action) detached it sent began after its cancel
    /// (UIGestureEnvironment.update). The fifth: an action sheet presenting a controller of its own,
    /// tapped outside, dismissed only that controller and ran its handler with the sheet on screen, twice
    /// (UIAlertController.choose). The sixth: a pinch whose finger moved to a huge coordinate reported
    /// an infinite scale (the distance's squares overflowed, CGPoint.distance). The next two, with the
    /// pixel check: a controller waiting below a landscape window (the second one presented over an
    /// action sheet) painted the half of the last pixel row that lies outside the window, where no
    /// damage reaches (a window's drawing now stops at its bounds). The last (script/fuzz-events): a
    /// control got a touch's began late, from a long press with `delaysTouchesBegan` that failed when
    /// the finger lifted, and its `.touchDown` dismissed its screen; nothing cancelled it, so it stayed
    /// tracking and highlighted outside the window (UIGestureEnvironment.cancelHeldTouches). The tenth
    /// (fuzz-input, 60 s): a page control narrower than its dots, hidden after a partial-curl popover
    /// came up, left pixels outside the window's damage; page and segmented controls and progress views
    /// now cut their drawing at their bounds, as a view's backing store does on iOS.
    @Test(arguments: [10_849_571_496_082_319_379, 9_216_621_199_882_524_046,
                      6_976_211_006_849_478_723, 4_078_084_608_922_908_331,
                      2_862_495_226_007_647_665, 12_068_638_179_829_602_844,
                      15_103_197_687_929_508_099, 16_276_506_678_028_493_228,
                      12_998_690_902_720_429_727, 2_189_608_869_733_447_932] as [UInt64])
    func regressionSeedsKeepEveryInvariant(seed: UInt64) {
        let report = InputFuzzer.run(seed: seed, steps: 300, constraintSteps: false)
        #expect(report.violations.isEmpty, "seed \(seed): \(report.violations.prefix(5))")
    }

    @Test func aSeedReplaysTheSameRun() {
        let first = InputFuzzer.run(seed: 7, steps: 200)
        let second = InputFuzzer.run(seed: 7, steps: 200)
        #expect(first.inputEvents == second.inputEvents)
        #expect(first.sessionEvents == second.sessionEvents)
        #expect(first.recognizerActions == second.recognizerActions)
        #expect(first.diagnostics == second.diagnostics)
        #expect(first.trace == second.trace)
        let other = InputFuzzer.run(seed: 8, steps: 200)
        #expect(other.trace != first.trace)
    }

    @Test func bytesDriveTheSameGenerators() {
        var bytes = ByteStreamGenerator((0..<255).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        let report = InputFuzzer.run(using: &bytes, steps: 100)
        #expect(report.passed, "\(report.violations)")
        // 100 steps (a burst of fingers may run past them), a settle, and a settle after the teardown.
        #expect(report.stepsRun >= 102)
        #expect(report.inputEvents > 0)
        var empty = ByteStreamGenerator([])
        #expect(InputFuzzer.run(using: &empty, steps: 20).passed)
    }
}

/// The pixel check at an interval, as `script/fuzz-events` runs it: after every P-th step and the last.
@MainActor
@Suite struct InputFuzzerPixelCheckTests {
    @Test func theIntervalSetsWhichStepsArePixelChecked() {
        let everyStep = InputFuzzer.run(seed: 7, steps: 200)
        #expect(everyStep.pixelChecks == everyStep.stepsRun)
        let sampled = InputFuzzer.run(seed: 7, steps: 200, pixelCheckInterval: 50)
        #expect(sampled.trace == everyStep.trace)
        #expect(sampled.passed)
        // Steps 0, 50, 100, … and the last one, counted once if it falls on the interval.
        let last = sampled.stepsRun - 1
        #expect(sampled.pixelChecks == last / 50 + 1 + (last % 50 == 0 ? 0 : 1))
        #expect(InputFuzzer.run(seed: 7, steps: 200, pixelCheckInterval: 0).pixelChecks == 0)
    }
}
