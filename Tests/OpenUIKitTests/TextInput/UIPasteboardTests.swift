import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The clipboard: the current runtime's, counting its changes, as UIKit's `UIPasteboard.general`.
@MainActor
@Suite struct UIPasteboardTests {
    @Test func generalIsTheCurrentRuntimesOwn() {
        let first = TestHost()
        let second = TestHost()
        first.run { UIPasteboard.general.string = "one" }
        #expect(first.runtime.pasteboard.string == "one")
        #expect(second.runtime.pasteboard.string == nil)
    }

    @Test func changesAreCountedAndStringsMirrorString() {
        let pasteboard = UIPasteboard()
        #expect(!pasteboard.hasStrings)
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.string == "a")
        #expect(pasteboard.hasStrings)
        pasteboard.string = nil
        #expect(pasteboard.strings == nil)
        #expect(pasteboard.changeCount == 2)
    }

    @Test func aStorageBacksThePasteboard() {
        let storage = MemoryPasteboardStorage()
        storage.string = "from the system"
        #expect(UIPasteboard(storage: storage).string == "from the system")
    }
}
