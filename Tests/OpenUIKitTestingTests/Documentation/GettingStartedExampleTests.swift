import OpenUIKit
import OpenUIKitTesting
import Testing

// The test of the Getting started article (Sources/OpenUIKit/OpenUIKit.docc/GettingStarted.md), as the
// article shows it: GettingStartedArticleTests checks that the two stay the same.
@MainActor @Test func theCountdownEndsWithASheet() {
    let host = TestHost(device: .iPhone15)
    let countdown = CountdownViewController()
    host.window.rootViewController = countdown

    host.tap(countdown.startButton)
    #expect(countdown.statusLabel.text == "3")
    #expect(!countdown.startButton.isEnabled)

    host.advance(by: 2)
    #expect(countdown.statusLabel.text == "1")
    #expect(countdown.presentedViewController == nil)

    host.advance(by: 1)                       // the last tick presents the sheet
    host.advance(by: 1)                       // and its 0.5 s transition runs
    #expect(countdown.presentedViewController?.title == "Done")
}
