import Foundation
import Testing

/// `Selector("go")` with a name alone is refused by the compiler with a message that shows the typed
/// form (see `Selector`): checked by type-checking such a file against the OpenUIKit module this test
/// bundle was built with, as an app's code would be.
@Suite struct SelectorCompileTimeRefusalTests {
    /// The folder of the package's built modules: beside the test bundle, as SwiftPM lays a build out.
    private var modulesDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// Type-checks `source` against the built OpenUIKit; returns the compiler's status and output.
    private func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("selector-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modulesDirectory.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static let controller = """
        import OpenUIKit
        final class Controller: UIResponder { func go() {} }
        """

    @Test func aNameOnlySelectorIsRefusedWithTheTypedFormInTheMessage() throws {
        let result = try typecheck(Self.controller + """

            @MainActor func wire(_ button: UIButton, to controller: Controller) {
                button.addTarget(controller, action: Selector("go"), for: .touchUpInside)
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("'init(_:)' is unavailable"))
        #expect(result.output.contains(#"Selector("go", MyController.go) for func go()"#))
    }

    @Test func theTypedFormAndANamedSelectorForRemovalCompile() throws {
        let result = try typecheck(Self.controller + """

            @MainActor func wire(_ button: UIButton, to controller: Controller) {
                button.addTarget(controller, action: Selector("go", Controller.go), for: .touchUpInside)
                button.removeTarget(controller, action: Selector(named: "go"), for: .touchUpInside)
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }
}
