import Foundation
import OpenUIKit
import OpenUIKitFuzzing
import OpenUIKitRendering

/// What the fuzz target feeds each input to, and what counts as a failure.
///
/// - ``scene``: the bytes are the "random" numbers (``ByteStreamGenerator``) from which ``InputFuzzer``
///   builds a scene and an input stream, so libFuzzer's coverage steers scene shapes, pointer ids,
///   coordinates, timestamps and mutations. A failure is any broken invariant of ``InvariantChecker``
///   (the same checks as the seeded runs of `swift test` and `fuzz-input`).
/// - ``png``: the bytes are a file given to the renderer's ``PNGImageDecoder``. It must never crash;
///   a refusal must carry a reason (what `UIImage(named:)` logs), and a decoded image must lie within
///   the decoder's documented limits.
enum FuzzMode: String, Sendable {
    case scene
    case png

    /// Steps per scene input. libFuzzer wants many short runs: 100 steps (a third of a `fuzz-input`
    /// scene) still cover touches on the scene's controls, mutations and malformed input, at 7–12 runs
    /// a second under ASan on the 2-core CI machine. Every eight bytes make one "random" value; once
    /// they are used up, the run continues from a generator seeded by the input's length
    /// (``ByteStreamGenerator``).
    static let sceneSteps = 100

    /// The pixel check (the window drawn whole and compared with its damage) after every this many
    /// steps of a scene input and after its last (``InputFuzzer/run(using:steps:seed:pixelCheckInterval:)``).
    /// Measured from an empty corpus, 60 s each on the loaded 2-core machine: 66 inputs checked after
    /// every step, 147 after every 10th, 112 unchecked (the unchecked and sampled runs differ by noise).
    static let scenePixelCheckInterval = 10

    /// Why `bytes` broke this mode's rules; nil when they were handled correctly.
    @MainActor
    func problem(with bytes: [UInt8]) -> String? {
        switch self {
        case .scene: Self.sceneProblem(bytes)
        case .png: Self.pngProblem(bytes)
        }
    }

    /// Runs one input and traps with the problem, which is how libFuzzer learns of a failure: it saves
    /// the input as a crash file. Called by libFuzzer on the main thread.
    func trapOnProblem(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let problem = MainActor.assumeIsolated({ self.problem(with: bytes) }) {
            fatalError("\(rawValue) input failed its checks:\n\(problem)")
        }
        return 0
    }

    @MainActor
    private static func sceneProblem(_ bytes: [UInt8]) -> String? {
        var generator = ByteStreamGenerator(bytes)
        return problem(in: InputFuzzer.run(using: &generator, steps: sceneSteps,
                                           pixelCheckInterval: scenePixelCheckInterval))
    }

    /// A failed run's violations, scene and the steps before the first violation, as `fuzz-input
    /// --seed` prints them; nil for a run that passed.
    static func problem(in report: FuzzReport) -> String? {
        guard !report.passed else { return nil }
        return (report.violations.map(\.description)
                + ["scene:", report.scene, "steps before the first violation:"] + report.trace)
            .joined(separator: "\n")
    }

    private static func pngProblem(_ bytes: [UInt8]) -> String? {
        switch PNGImageDecoder().decode(Data(bytes)) {
        case .success(let bitmap):
            let (width, height) = (bitmap.width, bitmap.height)
            guard width > 0, height > 0, width <= PixelBuffer.maximumDimension, height <= PixelBuffer.maximumDimension,
                  width * height <= PNGImageDecoder.maximumPixelCount else {
                return "decoded a \(width)×\(height) image, outside the decoder's limits"
            }
            return nil
        case .failure(let error):
            return error.reason.isEmpty ? "refused without a reason" : nil
        }
    }
}
