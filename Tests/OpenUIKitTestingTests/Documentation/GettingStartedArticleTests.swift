import Foundation
import Testing

/// The Getting started article shows a screen and its test; this suite builds both (they are
/// `CountdownViewController.swift` and `GettingStartedExampleTests.swift` beside it) and checks that the
/// article still shows them as they are here, so the code a reader copies compiles and passes.
@Suite struct GettingStartedArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The article's Swift code blocks.
    static func articleCodeBlocks() throws -> [String] {
        let article = try String(contentsOf: root.appendingPathComponent("Sources/OpenUIKit/OpenUIKit.docc/GettingStarted.md"),
                                 encoding: .utf8)
        return article.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
    }

    static func source(_ name: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name),
                   encoding: .utf8)
    }

    @Test func theArticleShowsTheScreenThatIsBuiltHere() throws {
        #expect(try Self.articleCodeBlocks().contains(Self.source("CountdownViewController.swift")),
                "GettingStarted.md's CountdownViewController block differs from CountdownViewController.swift")
    }

    @Test func theArticleShowsTheTestThatRunsHere() throws {
        let source = try Self.source("GettingStartedExampleTests.swift")
        let test = try #require(source.range(of: "@MainActor @Test").map { String(source[$0.lowerBound...]) })
        #expect(try Self.articleCodeBlocks().contains { $0.hasSuffix(test) },
                "GettingStarted.md's test block differs from GettingStartedExampleTests.swift")
    }
}
