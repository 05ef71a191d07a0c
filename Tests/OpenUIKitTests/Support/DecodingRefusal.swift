import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Runs each `init?(coder:)` call of `makes` in a fresh test runtime and expects what OpenUIKit
/// promises for every view and view controller: nil, and one `nib.decodingUnavailable` warning each
/// whose message names the class that was asked (`typeNames`, in order).
@MainActor
func expectDecodingRefused(_ typeNames: [String], _ makes: [() -> AnyObject?],
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let host = TestHost()
    defer { withExtendedLifetime(host) {} }
    var made: [AnyObject?] = []
    let diagnostics = Diagnostics.record { made = makes.map { $0() } }
    #expect(made.count == typeNames.count, sourceLocation: sourceLocation)
    #expect(made.allSatisfy { $0 == nil }, sourceLocation: sourceLocation)
    #expect(diagnostics.map(\.code) == Array(repeating: "nib.decodingUnavailable", count: typeNames.count),
            sourceLocation: sourceLocation)
    #expect(diagnostics.allSatisfy { $0.severity == .warning }, sourceLocation: sourceLocation)
    for (diagnostic, name) in zip(diagnostics, typeNames) {
        #expect(diagnostic.message.hasPrefix("\(name).init(coder:) returned nil"), sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains("init(frame:)"), sourceLocation: sourceLocation)
    }
}
