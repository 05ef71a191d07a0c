import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Large titles as UIKit documents them: `prefersLargeTitles` on the bar, each item's
/// `largeTitleDisplayMode` (`.automatic` takes the previous item's), a 52-point row under the
/// 44-point bar with the title leading-aligned in 34-point bold, and the content below the taller bar.
@MainActor
@Suite struct UINavigationBarLargeTitleTests {
    /// A controller as an app writes one: it asks its navigation controller for large titles.
    final class InboxViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            view.backgroundColor = .systemBackground
            navigationController?.navigationBar.prefersLargeTitles = true
        }
    }

    private func stack(_ titles: [String], device: UIScreen.Device = .iPhone15,
                       orientation: UIInterfaceOrientation = .portrait) -> (TestHost, UINavigationController, [UIViewController]) {
        makeNavigationStack(titles, device: device, orientation: orientation)
    }

    @Test(arguments: [UIScreen.Device.iPhone15, .iPhoneSE])
    func theBarIs44PointsWithoutLargeTitlesAnd96WithThem(device: UIScreen.Device) {
        let (host, navigation, controllers) = stack(["Mail"], device: device)
        host.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(controllers[0].view.frame.minY == 44)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.layoutIfNeeded()
        #expect(navigation.navigationBar.showsLargeTitle)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(controllers[0].view.frame.minY == 96)
        #expect(controllers[0].view.frame.height == navigation.view.bounds.height - 96)
        navigation.navigationBar.prefersLargeTitles = false
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(controllers[0].view.frame.minY == 44)
    }

    @Test func aControllerTurningOnLargeTitlesInViewDidLoadGetsTheTallBar() throws {
        let host = TestHost()
        let navigation = UINavigationController(rootViewController: InboxViewController())
        host.window.rootViewController = navigation
        let list = host.render()
        let run = try #require(list.textRuns.first { $0.text == "Inbox" })
        #expect(run.font == .boldSystemFont(ofSize: 34))
        #expect(run.alignment == .natural)
        let frame = try #require(list.windowFrame(ofText: "Inbox"))
        #expect(frame.minX == 16)
        #expect(frame.minY >= 44 && frame.maxY <= 96)
        #expect(navigation.topViewController?.view.frame.minY == 96)
    }

    @Test func theSafeAreaGuideOfTheContentStartsBelowTheLargeTitle() {
        let (host, navigation, controllers) = stack(["Mail"])
        navigation.navigationBar.prefersLargeTitles = true
        let guide = controllers[0].view.safeAreaLayoutGuide
        host.window.layoutIfNeeded()
        let top = controllers[0].view.convert(guide.layoutFrame, to: host.window).minY
        #expect(top == 96)
    }

    @Test func automaticInheritsThePreviousItemsModeAndNeverShowsTheInlineTitle() throws {
        let (host, navigation, controllers) = stack(["Mail", "Inbox"])
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        // Both automatic: the root is large, so the pushed item is large too.
        #expect(bar.showsLargeTitle)
        controllers[0].navigationItem.largeTitleDisplayMode = .never
        #expect(!bar.showsLargeTitle)
        #expect(bar.frame.height == 44)
        let run = try #require(host.render().textRuns.first { $0.text == "Inbox" })
        #expect(run.font == .systemFont(ofSize: 17, weight: .semibold))
        controllers[1].navigationItem.largeTitleDisplayMode = .always
        #expect(bar.showsLargeTitle)
        #expect(bar.frame.height == 96)
        controllers[1].navigationItem.largeTitleDisplayMode = .never
        #expect(!bar.showsLargeTitle)
    }

    @Test func pushingAndPoppingResizesTheBar() {
        let (host, navigation, _) = stack(["Mail"])
        navigation.navigationBar.prefersLargeTitles = true
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        host.finishTransitions()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.frame.minY == 44)
        navigation.popViewController(animated: true)
        host.finishTransitions()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(navigation.topViewController?.view.frame.minY == 96)
    }

    @Test func withoutPrefersLargeTitlesAlwaysStaysInline() {
        let (_, navigation, controllers) = stack(["Mail"])
        controllers[0].navigationItem.largeTitleDisplayMode = .always
        #expect(!navigation.navigationBar.showsLargeTitle)
        #expect(navigation.navigationBar.barHeight == 44)
    }

    @Test func aPhoneInLandscapeShowsNoLargeTitle() {
        let (host, navigation, _) = stack(["Mail"], orientation: .landscapeLeft)
        navigation.navigationBar.prefersLargeTitles = true
        #expect(host.window.traitCollection.verticalSizeClass == .compact)
        #expect(!navigation.navigationBar.showsLargeTitle)
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func largeTitleTextAttributesColourAndFontTheLargeTitle() throws {
        let (host, navigation, _) = stack(["Mail"])
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 30)]
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        var run = try #require(host.render().textRuns.first { $0.text == "Mail" })
        #expect(run.color == .systemRed)
        #expect(run.font == .systemFont(ofSize: 30))
        bar.prefersLargeTitles = false
        run = try #require(host.render().textRuns.first { $0.text == "Mail" })
        #expect(run.color == .systemGreen)
        #expect(run.font == .systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func rotatingToLandscapeFoldsTheLargeTitleAndBackUnfoldsIt() {
        let (host, navigation, controllers) = stack(["Mail"])
        navigation.navigationBar.prefersLargeTitles = true
        #expect(navigation.navigationBar.frame.height == 96)
        host.screen.orientation = .landscapeLeft
        host.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(controllers[0].view.frame.minY == 44)
        host.screen.orientation = .portrait
        host.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(controllers[0].view.frame.minY == 96)
    }
}
