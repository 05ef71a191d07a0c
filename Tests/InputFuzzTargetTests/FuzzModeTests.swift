import Foundation
import Testing
@testable import InputFuzzTarget
@testable import OpenUIKitFuzzing

/// The checks the libFuzzer target applies to each input (``FuzzMode``), run here on fixed inputs in
/// the normal build, where the same code replays crash files.
@MainActor
@Suite struct FuzzModeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OpenUIKitRenderingTests/Fixtures")

    /// The PNG seed corpus script/fuzz starts from: the renderer's test fixtures.
    static func seedPNGs() throws -> [Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".png") }.sorted()
        return try names.map { try Data(contentsOf: fixtures.appendingPathComponent($0)) }
    }

    @Test func sceneInputsKeepEveryInvariant() {
        // Fixed, varied bytes: a multiplicative hash of the position, one per input.
        let inputs: [[UInt8]] = [[], [0], [UInt8](repeating: 0xFF, count: 64)]
            + (1...5).map { input in (0..<400).map { UInt8(truncatingIfNeeded: (($0 &+ 1) &* 0x9E37_79B1 &* input) >> 11) } }
        for input in inputs {
            #expect(FuzzMode.scene.problem(with: input) == nil, "\(input.count) bytes")
        }
    }

    @Test func aFailedRunIsDescribedWithItsViolationsSceneAndTrace() {
        func report(_ violations: [InvariantViolation]) -> FuzzReport {
            FuzzReport(seed: nil, stepsRun: 3, inputEvents: 2, violations: violations, sessionEvents: 1,
                       recognizerActions: 0, presentations: 0, dismissals: 0, diagnostics: 0,
                       scene: "view 0: UIButton", trace: ["input(id: 1, down)"])
        }
        #expect(FuzzMode.problem(in: report([])) == nil)
        let problem = FuzzMode.problem(in: report([InvariantViolation(step: 2, message: "control 0 is still highlighted")]))
        #expect(problem == """
            step 2: control 0 is still highlighted
            scene:
            view 0: UIButton
            steps before the first violation:
            input(id: 1, down)
            """)
    }

    @Test func seedPNGsTheirTruncationsAndCorruptionsAreHandled() throws {
        let seeds = try Self.seedPNGs()
        #expect(seeds.count >= 4)
        for png in seeds {
            #expect(FuzzMode.png.problem(with: [UInt8](png)) == nil)
            for length in stride(from: 0, to: png.count, by: 7) {
                #expect(FuzzMode.png.problem(with: [UInt8](png.prefix(length))) == nil, "cut to \(length)")
            }
            var corrupt = [UInt8](png)
            for index in stride(from: 8, to: corrupt.count, by: 5) { corrupt[index] ^= 0x5A }
            #expect(FuzzMode.png.problem(with: corrupt) == nil)
        }
    }

    @Test func replayReportsEachFileAndFailsOnAnUnreadableOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FuzzModeTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input")
        try Data([1, 2, 3, 4, 5, 6, 7, 8, 9]).write(to: input)
        #expect(InputFuzzTargetCommand.replay([input.path], .scene))
        #expect(InputFuzzTargetCommand.replay([input.path], .png))
        #expect(!InputFuzzTargetCommand.replay([input.path, folder.appendingPathComponent("missing").path], .scene))
    }
}
