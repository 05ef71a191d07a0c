import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UINavigationBarTests {
    private func stack(_ titles: [String?]) -> (TestHost, UINavigationController, [UIViewController]) {
        makeNavigationStack(titles)
    }

    @Test func theTitleIsDrawnCentredAndSemibold() throws {
        let (host, _, _) = stack(["Inbox"])
        let run = try #require(host.render().textRuns.first { $0.text == "Inbox" })
        #expect(run.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(run.alignment == .center)
        let frame = try #require(host.render().windowFrame(ofText: "Inbox"))
        #expect(abs(frame.midX - 393 / 2) < 0.5)
        #expect(frame.maxY <= 44)
    }

    @Test func theBackButtonShowsThePreviousTitleAndPops() throws {
        let (host, navigation, controllers) = stack(["Inbox", "Message"])
        #expect(host.render().texts.contains("Inbox"))
        try tapText("Inbox", in: host)
        host.runUntilIdle()
        #expect(navigation.topViewController === controllers[0])
        #expect(!host.render().texts.contains("Message"))
    }

    @Test func theBackButtonTitleComesFromTheBackItemThenBackButtonTitleThenBack() {
        let (host, _, controllers) = stack([nil, "Detail"])
        #expect(host.render().texts.contains("Back"))
        controllers[0].navigationItem.backButtonTitle = "Mail"
        #expect(host.render().texts.contains("Mail"))
        controllers[0].navigationItem.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
        let texts = host.render().texts
        #expect(texts.contains("All") && !texts.contains("Mail"))
    }

    /// iOS 14's `backButtonDisplayMode`, set on the item the back button returns to: `.generic` shows
    /// "Back" whatever the titles, `.minimal` the chevron alone (still a button VoiceOver calls "Back"
    /// that pops); a back bar button item's title still wins.
    @Test func theBackButtonDisplayModeChoosesAGenericTitleOrNone() throws {
        let (host, navigation, controllers) = stack(["Inbox", "Message"])
        let inbox = controllers[0].navigationItem
        inbox.backButtonTitle = "Mail"
        inbox.backButtonDisplayMode = .generic
        var texts = host.render().texts
        #expect(texts.contains("Back") && !texts.contains("Mail") && !texts.contains("Inbox"))
        inbox.backButtonDisplayMode = .minimal
        texts = host.render().texts
        #expect(!texts.contains("Back") && !texts.contains("Mail") && !texts.contains("Inbox"))
        host.buttons["Back"].tap()
        host.runUntilIdle()
        #expect(navigation.topViewController === controllers[0], "the chevron alone still pops")
        navigation.pushViewController(controllers[1], animated: false)
        inbox.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
        #expect(host.render().texts.contains("All"))
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let (host, _, controllers) = stack(["Inbox", "Message"])
        let item = controllers[1].navigationItem
        item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        var texts = host.render().texts
        #expect(texts.contains("Cancel") && !texts.contains("Inbox"))
        item.leftItemsSupplementBackButton = true
        texts = host.render().texts
        #expect(texts.contains("Cancel") && texts.contains("Inbox"))
        item.leftBarButtonItem = nil
        item.hidesBackButton = true
        texts = host.render().texts
        #expect(!texts.contains("Cancel") && !texts.contains("Inbox"))
    }

    @Test func aManagedBarRefusesDirectItemChanges() {
        let (_, navigation, _) = stack(["Inbox"])
        let diagnostics = Diagnostics.record {
            navigation.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false)
            navigation.navigationBar.setItems([], animated: false)
            navigation.navigationBar.popItem(animated: false)
        }
        #expect(diagnostics.map(\.severity) == [.error, .error, .error])
        #expect(diagnostics.first?.message == "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.")
        #expect(navigation.navigationBar.items?.count == 1)
    }

    @Test func aStandaloneBarManagesItsOwnItems() throws {
        let host = TestHost()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        host.window.addSubview(bar)
        bar.setItems([UINavigationItem(title: "First")], animated: false)
        bar.pushItem(UINavigationItem(title: "Second"), animated: false)
        #expect(bar.topItem?.title == "Second")
        #expect(bar.backItem?.title == "First")
        try tapText("First", in: host)
        #expect(bar.items?.count == 1)
        #expect(bar.popItem(animated: false)?.title == "First")
        #expect(bar.topItem == nil)
    }

    private func tapText(_ text: String, in host: TestHost) throws {
        let frame = try #require(host.render().windowFrame(ofText: text))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
