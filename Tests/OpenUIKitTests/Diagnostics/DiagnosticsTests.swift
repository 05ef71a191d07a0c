import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct DiagnosticsTests {
    @Test func recordCollectsWhatTheBlockReportedInOrder() {
        let recorded = Diagnostics.record {
            Diagnostics.warn("a.first", "one")
            Diagnostics.report(Diagnostic(code: "a.second", severity: .error, message: "two"))
        }
        #expect(recorded == [
            Diagnostic(code: "a.first", severity: .warning, message: "one"),
            Diagnostic(code: "a.second", severity: .error, message: "two"),
        ])
        #expect(Diagnostics.record {}.isEmpty)
    }

    @Test func recordingsNest() {
        var inner: [Diagnostic] = []
        let outer = Diagnostics.record {
            Diagnostics.warn("outer", "")
            inner = Diagnostics.record { Diagnostics.warn("inner", "") }
        }
        #expect(inner.map(\.code) == ["inner"])
        #expect(outer.map(\.code) == ["outer", "inner"])
    }

    @Test func observersHearEveryReportUntilRemoved() {
        var heard: [String] = []
        let token = Diagnostics.addObserver { heard.append($0.code) }
        Diagnostics.warn("x", "")
        Diagnostics.removeObserver(token)
        Diagnostics.warn("y", "")
        #expect(heard == ["x"])
    }

    /// The token names its sink: removing it after another app became current removes this observer
    /// from the sink it was added to, and nothing from the new app's.
    @Test func anObserverIsRemovedFromTheSinkItWasAddedTo() {
        let first = TestHost()
        var heardByFirst: [String] = []
        let token = Diagnostics.addObserver { heardByFirst.append($0.code) }
        let second = TestHost()
        var heardBySecond: [String] = []
        let secondToken = Diagnostics.addObserver { heardBySecond.append($0.code) }
        defer { Diagnostics.removeObserver(secondToken) }
        Diagnostics.removeObserver(token)
        first.runtime.diagnostics.warn("first", "")
        second.runtime.diagnostics.warn("second", "")
        #expect(heardByFirst.isEmpty)
        #expect(heardBySecond == ["second"])
    }

    @Test func descriptionNamesSeverityAndCode() {
        let diagnostic = Diagnostic(code: "view.addSubviewCycle", severity: .error, message: "no")
        #expect(diagnostic.description == "[error] view.addSubviewCycle: no")
    }

    @Test func observersStillHearReportsWhileLoggingIsOff() {
        Diagnostics.isLoggingEnabled = false
        defer { Diagnostics.isLoggingEnabled = true }
        let recorded = Diagnostics.record { Diagnostics.warn("quiet", "not logged") }
        #expect(recorded.map(\.code) == ["quiet"])
    }
}
