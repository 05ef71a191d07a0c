import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `UIApplication.open(_:options:completionHandler:)` and `canOpenURL(_:)`: the URL goes to the app's
/// opener (a test host records it), the completion hears the result on a later turn, as UIKit calls it
/// on the main queue; with no opener nothing opens.
@MainActor
@Suite struct UIApplicationOpenURLTests {
    @Test func aTestHostRecordsTheURLsTheAppOpens() throws {
        let host = TestHost()
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        #expect(UIApplication.shared.canOpenURL(settings))
        var result: Bool?
        UIApplication.shared.open(settings, options: [:]) { result = $0 }
        #expect(result == nil, "the completion comes later")
        host.advance(by: 0)
        #expect(result == true)
        #expect(host.openedURLs == [settings])
        UIApplication.shared.open(try #require(URL(string: "https://example.com")),
                                  options: [.universalLinksOnly: true]) { result = $0 }
        host.advance(by: 0)
        #expect(result == false, "no app claims a universal link")
        #expect(host.openedURLs.count == 1)
    }

    @Test func withoutAnOpenerNothingOpens() async throws {
        let runtime = AppRuntime()
        let url = try #require(URL(string: "mailto:someone@example.com"))
        let opened = await runtime.application.open(url)
        #expect(!opened)
        #expect(!runtime.application.canOpenURL(url))
        var heard: Bool?
        runtime.application.open(url, options: [:]) { heard = $0 }
        runtime.scheduler.advance(by: 0)
        #expect(heard == false)
    }
}
