import Foundation
import Logging
import OpenUIKit
import OpenUIKitFuzzing
import OpenUIKitTesting

/// `swift run fuzz-input --events N | --seconds T [--seed S | --scene-seeds B] [--steps K] [--pixel-check-every P | --no-pixel-check] [--no-constraint-steps]`
///
/// Runs random fuzz scenes of `K` steps each (default 300), each from its own seed, until `N` input
/// events were sent or `T` seconds passed: seeds drawn from the system's random source, or with
/// `--scene-seeds B` from a generator seeded with `B`, so that a run is the same every time. With `--seed S` it replays exactly that scene (the seed a
/// failing run printed) and prints the steps before the first violation. Exits 1 on a violation.
/// Each scene's seed is written to standard error before it runs, so a crash names its seed too.
/// The window is drawn again and compared with its damage after every step; `--pixel-check-every P`
/// does it after every P-th step only (and the last), for throughput (`script/fuzz-events`: see
/// ``InputFuzzer/run(seed:steps:pixelCheckInterval:)``), and `--no-pixel-check` never. Every other
/// invariant is checked after every step. `--no-constraint-steps` leaves out the scenes' Auto Layout
/// steps (a replay of a seed found without them must leave them out too).
@main
struct FuzzInputCommand {
    struct Options {
        var events: Int?
        var seconds: Double?
        var seed: UInt64?
        /// Where the scenes' seeds come from: nil draws them from the system's random source (each run
        /// explores new scenes), a number draws them from a generator seeded with it (the same scenes
        /// every run: `.ci/run`'s gate).
        var sceneSeeds: UInt64?
        var steps = 300
        var pixelCheckInterval = 1
        /// Whether scenes take Auto Layout steps (``InputFuzzer/run(seed:steps:pixelCheckInterval:constraintSteps:)``).
        var constraintSteps = true
    }

    static func main() {
        guard let options = parse(Array(CommandLine.arguments.dropFirst())) else {
            print("usage: fuzz-input --events N | --seconds T [--seed S | --scene-seeds B] [--steps K] "
                  + "[--pixel-check-every P | --no-pixel-check] [--no-constraint-steps]")
            exit(2)
        }
        // The engine logs every refused input; a fuzz run refuses thousands a second.
        LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        let passed = MainActor.assumeIsolated { run(options) }
        exit(passed ? 0 : 1)
    }

    @MainActor
    static func run(_ options: Options) -> Bool {
        if let seed = options.seed {
            let report = InputFuzzer.run(seed: seed, steps: options.steps, pixelCheckInterval: options.pixelCheckInterval,
                                         constraintSteps: options.constraintSteps)
            describe(report)
            if !report.passed {
                print("scene:\n  " + report.scene.replacingOccurrences(of: "\n", with: "\n  "))
                print("steps before the first violation:\n  " + report.trace.joined(separator: "\n  "))
            }
            return report.passed
        }
        let start = Date()
        var sceneSeeds: any RandomNumberGenerator = options.sceneSeeds.map { SplitMix64(seed: $0) }
            ?? SystemRandomNumberGenerator()
        var scenes = 0, events = 0, sessions = 0, actions = 0, diagnostics = 0, presentations = 0, dismissals = 0
        var textEdits = 0
        while true {
            if let limit = options.events, events >= limit { break }
            if let limit = options.seconds, Date().timeIntervalSince(start) >= limit { break }
            let seed = sceneSeeds.next()
            // Before the run, so that a crash still names its seed.
            FileHandle.standardError.write(Data("scene \(scenes + 1): seed \(seed)\n".utf8))
            let report = InputFuzzer.run(seed: seed, steps: options.steps, pixelCheckInterval: options.pixelCheckInterval,
                                         constraintSteps: options.constraintSteps)
            scenes += 1
            events += report.inputEvents
            sessions += report.sessionEvents
            actions += report.recognizerActions
            presentations += report.presentations
            dismissals += report.dismissals
            textEdits += report.textEdits
            diagnostics += report.diagnostics
            if !report.passed {
                describe(report)
                print("replay: swift run fuzz-input --seed \(seed) --steps \(options.steps)")
                return false
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        print("fuzz-input: \(scenes) scenes, \(events) input events, \(sessions) control session events, "
              + "\(actions) recognizer actions, \(presentations) presentations, \(dismissals) dismissals, "
              + "\(textEdits) text field edits, \(diagnostics) refused inputs, no violations "
              + "(\(String(format: "%.1f", elapsed)) s)")
        return true
    }

    static func describe(_ report: FuzzReport) {
        let seed = report.seed.map(String.init) ?? "bytes"
        if report.passed {
            print("seed \(seed): \(report.stepsRun) steps, \(report.inputEvents) input events, no violations")
            return
        }
        print("seed \(seed): \(report.violations.count) violation(s) in \(report.stepsRun) steps")
        for violation in report.violations.prefix(10) { print("  \(violation)") }
    }

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--no-pixel-check" {
                options.pixelCheckInterval = 0
                index += 1
                continue
            }
            if arguments[index] == "--no-constraint-steps" {
                options.constraintSteps = false
                index += 1
                continue
            }
            guard index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--events": options.events = Int(value)
            case "--seconds": options.seconds = Double(value)
            case "--seed": options.seed = UInt64(value)
            case "--scene-seeds": guard let base = UInt64(value) else { return nil }; options.sceneSeeds = base
            case "--steps": guard let steps = Int(value), steps > 0 else { return nil }; options.steps = steps
            case "--pixel-check-every":
                guard let interval = Int(value), interval > 0 else { return nil }
                options.pixelCheckInterval = interval
            default: return nil
            }
            index += 2
        }
        guard options.events != nil || options.seconds != nil || options.seed != nil else { return nil }
        return options
    }
}
