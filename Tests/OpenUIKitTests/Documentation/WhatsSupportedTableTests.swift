import Foundation
import Testing

/// The "What's supported" article's tables against the sources, so the article cannot drift: an API
/// marked supported or differs must be declared publicly in `Sources/OpenUIKit` (in its type or an
/// extension of it), and one marked missing must not be. When an API arrives, this test fails until its
/// row says so.
@Suite struct WhatsSupportedTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let articlePath = "Sources/OpenUIKit/OpenUIKit.docc/WhatsSupported.md"

    /// Read once for the suite: scanning the sources takes a few seconds in a debug build.
    static let table = SupportTable(markdown: (try? String(contentsOf: root.appendingPathComponent(articlePath),
                                                           encoding: .utf8)) ?? "")
    static let sources = try? SourceDeclarations(directory: root.appendingPathComponent("Sources/OpenUIKit"))

    var table: SupportTable { Self.table }

    /// Whether the sources declare `api`; false (and a failed expectation) when they could not be read.
    func declares(_ api: String) -> Bool {
        guard let sources = Self.sources else {
            Issue.record("Sources/OpenUIKit could not be read")
            return false
        }
        return sources.declares(SupportTable.components(of: api))
    }

    @Test func everyRowHasAKnownStatusAndNamesItsAPIsInTheFormItsStatusNeeds() {
        #expect(table.rows.count > 50, "the article's tables were not found or lost rows")
        for row in table.rows {
            #expect(SupportTable.statuses.contains(row.status),
                    "WhatsSupported.md:\(row.line): status '\(row.status)' is not supported, differs or missing")
            if row.status == "missing" {
                #expect(row.links.isEmpty && !row.codeSpans.isEmpty,
                        "WhatsSupported.md:\(row.line): a missing API is a `code span` (nothing to link to)")
            } else {
                #expect(!row.links.isEmpty && row.codeSpans.isEmpty,
                        "WhatsSupported.md:\(row.line): a \(row.status) API is a ``symbol link`` DocC can check")
            }
        }
    }

    @Test func everyAPIMarkedSupportedOrDiffersIsDeclared() {
        for row in table.rows where row.status != "missing" {
            for api in row.links {
                #expect(declares(api),
                        "WhatsSupported.md:\(row.line): \(api) is marked \(row.status) but Sources/OpenUIKit does not declare it publicly")
            }
        }
    }

    @Test func noAPIMarkedMissingIsDeclared() {
        for row in table.rows where row.status == "missing" {
            for api in row.codeSpans {
                #expect(!declares(api),
                        "WhatsSupported.md:\(row.line): \(api) is marked missing but Sources/OpenUIKit declares it: make it a ``symbol link`` marked supported or differs")
            }
        }
    }

    /// The check itself: it finds a declaration by its labels and its type, and refuses other labels,
    /// another type, or a name nothing declares — so the tests above cannot pass by finding everything.
    @Test func theDeclarationCheckTellsLabelsAndTypesApart() {
        #expect(declares("UIButton/setTitle(_:for:)"))
        #expect(declares("UIControl/State"))
        #expect(declares("UIView/init(frame:)"))
        #expect(declares("Timer/scheduledTimer(withTimeInterval:repeats:block:)"))
        #expect(declares("UIModalPresentationStyle/formSheet"))
        #expect(declares("Foundation/NSString/draw(at:withAttributes:)"))
        #expect(!declares("UIButton/setTitle(_:forState:)"))
        #expect(!declares("UILabel/setTitle(_:for:)"))
        #expect(!declares("UIView/frame(for:)"))
        #expect(!declares("UIWidget"))
        #expect(SupportTable.components(of: "UIAlertController.addTextField(configurationHandler:)")
            == ["UIAlertController", "addTextField(configurationHandler:)"])
        #expect(SupportTable.components(of: "UIView/frame-swift.property") == ["UIView", "frame"])
    }
}
