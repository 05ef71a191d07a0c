import OpenUIKit
import OpenUIKitTesting
import Testing

// The test of the Getting started article (Sources/OpenUIKit/OpenUIKit.docc/GettingStarted.md), as the
// article shows it: GettingStartedArticleTests checks that the two stay the same.
@MainActor @Test func theCountdownEndsWithASheet() {
    let host = TestHost(device: .iPhone15)
    host.window.rootViewController = CountdownViewController()

    host.buttons["Start"].tap()
    #expect(host.staticTexts["3"].exists)
    #expect(!host.buttons["Start"].isEnabled)

    host.buttons["Remind me"].tap()               // the app's own state picks the title
    #expect(host.buttons["Reminder set"].exists)

    #expect(!host.staticTexts["Done!"].exists)
    #expect(host.staticTexts["Done!"].waitForExistence(timeout: 10))   // 3 s and a transition, in virtual time
}
