import Foundation
import Testing

/// Runs the real `host-demo` executable for a bounded number of frames, as a program (not a test
/// body) runs the host: with the main thread its own. A test body runs inside a main-queue block, where
/// the main queue cannot be drained again, so only a separate process shows that a frame drains it.
@Suite struct HostDemoTests {
    private func runDemo(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        process.executableURL = directory.appendingPathComponent("host-demo")
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aFrameDrainsTheMainQueueAndPresents() throws {
        let result = try runDemo(["--headless", "--frames", "2"], environment: [:])
        #expect(result.status == 0)
        #expect(result.output.contains("SDL video driver: dummy (headless)"))
        #expect(result.output.contains("main queue drained"))
        #expect(result.output.contains("presented 1 frames"))
    }

    @Test func withoutADisplayTheDemoSaysSoAndExitsNonZero() throws {
        let result = try runDemo(["--frames", "2"], environment: [:])
        #expect(result.status == 1)
        #expect(result.output.contains("No display"))
        #expect(!result.output.contains("presented"))
    }
}
