import Foundation
#if FUZZING
import CLibFuzzer
#endif

/// `input-fuzz-target [--png] ...`: the libFuzzer target of issue 8 (see ``FuzzMode`` for the two
/// modes: scene + input stream, or PNG file). `script/fuzz` builds and runs it.
///
/// **Built twice, one source.** SwiftPM (tools 5.5 and later) compiles an executable's entry point as
/// `<Module>_main` and links it with `--defsym main=<Module>_main`, so libFuzzer's own `main` can never
/// be the entry point of a SwiftPM executable, and the usual `-parse-as-library` recipe fails to link.
/// So the target always has this `main`:
/// - Built with `-sanitize=fuzzer -D FUZZING` (script/fuzz, scratch path `.build-fuzz`), it hands the
///   arguments to libFuzzer's library entry `LLVMFuzzerRunDriver` (module `CLibFuzzer`, a declaration
///   only) with the mode's callback. The callback traps on a failure, so libFuzzer saves the input as
///   a crash file. (The runtime's own `main` is still linked, and overridden by the `--defsym`; it
///   calls `LLVMFuzzerTestOneInput`, so the scene callback is defined under that name.)
/// - Built normally (`swift build`, where libFuzzer is absent), it replays input files — crash files
///   from a fuzz run — through the same checks and prints what each one broke: a crash found in CI can
///   be read and debugged without the fuzzing build. Exits 1 if any input failed.
@main
struct InputFuzzTargetCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let mode: FuzzMode = arguments.first == "--png" ? .png : .scene
        if mode == .png { arguments.removeFirst() }
        #if FUZZING
        exit(runLibFuzzer(mode, arguments: arguments))
        #else
        guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
            print("usage: input-fuzz-target [--png] FILE... (replays inputs; script/fuzz builds the libFuzzer binary)")
            exit(2)
        }
        exit(MainActor.assumeIsolated { replay(arguments, mode) } ? 0 : 1)
        #endif
    }

    #if FUZZING
    /// Runs libFuzzer with `arguments` (its flags and corpus folders) and the mode's callback.
    static func runLibFuzzer(_ mode: FuzzMode, arguments: [String]) -> Int32 {
        // A C function pointer captures nothing: one literal closure per mode.
        let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = switch mode {
        case .scene: fuzzSceneInput
        case .png: { data, size in FuzzMode.png.trapOnProblem(data, size) }
        }
        // libFuzzer keeps argv for the whole run: the copies live until the process exits.
        var argv: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
        var argc = Int32(argv.count - 1)
        return argv.withUnsafeMutableBufferPointer { buffer in
            var base = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &base, callback)
        }
    }
    #else
    /// Runs each file through the mode's checks; prints each one's outcome. True if none failed.
    @MainActor
    static func replay(_ paths: [String], _ mode: FuzzMode) -> Bool {
        var passed = true
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot be read")
                passed = false
                continue
            }
            if let problem = mode.problem(with: [UInt8](data)) {
                print("\(path): \(problem)")
                passed = false
            } else {
                print("\(path): ok")
            }
        }
        return passed
    }
    #endif
}

#if FUZZING
/// libFuzzer's conventional entry point, here the scene mode (see ``InputFuzzTargetCommand``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzMode.scene.trapOnProblem(data, size)
}
#endif
