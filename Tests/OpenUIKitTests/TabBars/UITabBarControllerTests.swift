import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A delegate that records what it is asked and told, and refuses the tabs it is told to.
@MainActor
private final class RecordingTabDelegate: UITabBarControllerDelegate {
    var refused: Set<ObjectIdentifier> = []
    var log: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("should \(viewController.title ?? "?")")
        return !refused.contains(ObjectIdentifier(viewController))
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("did \(viewController.title ?? "?")")
    }
}

@MainActor
@Suite struct UITabBarControllerTests {
    private struct Fixture {
        let host: TestHost
        let log: LoggingViewController.Log
        let first: LoggingViewController
        let second: LoggingViewController
        let tabs: UITabBarController
    }

    private func onScreen(device: UIScreen.Device = .iPhone15, orientation: UIInterfaceOrientation = .portrait) -> Fixture {
        let host = TestHost(device: device, orientation: orientation)
        let log = LoggingViewController.Log()
        let first = LoggingViewController("A", log: log)
        first.title = "Feed"
        let second = LoggingViewController("B", log: log)
        second.title = "Profile"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        host.window.layoutIfNeeded()
        log.entries.removeAll()
        return Fixture(host: host, log: log, first: first, second: second, tabs: tabs)
    }

    @Test func theFirstTabIsSelectedAndItsViewFillsTheAreaAboveTheBar() {
        let fixture = onScreen()
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.tabs.selectedViewController === fixture.first)
        #expect(fixture.tabs.children.count == 2)
        #expect(fixture.first.parent === fixture.tabs && fixture.first.tabBarController === fixture.tabs)
        // iPhone 15: 852 points tall, a 49-point bar over the 34-point home indicator area.
        #expect(fixture.tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(fixture.first.view.frame == CGRect(x: 0, y: 0, width: 393, height: 769))
        #expect(fixture.first.view.safeAreaInsets.bottom == 0, "the bar covers the home indicator area, not the content")
        #expect(fixture.second.viewIfLoaded == nil, "an unselected tab's view loads only when shown")
        #expect(fixture.tabs.tabBar.items?.map(\.title) == ["Feed", "Profile"])
        #expect(fixture.tabs.tabBar.selectedItem === fixture.first.tabBarItem)
    }

    @Test func anEmptyTabBarControllerHasNoSelection() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
    }

    @Test func tappingATabSwitchesWithAppearanceCallbacksAndAsksTheDelegate() {
        let fixture = onScreen()
        let delegate = RecordingTabDelegate()
        fixture.tabs.delegate = delegate
        fixture.host.tabBars.buttons["Profile"].tap()
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.first.appearanceLog == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(delegate.log == ["should Profile", "did Profile"])
        #expect(fixture.second.view.superview === fixture.tabs.view)
        #expect(fixture.first.viewIfLoaded?.superview == nil)
        #expect(fixture.host.tabBars.buttons["Profile"].isSelected)
        #expect(!fixture.host.tabBars.buttons["Feed"].isSelected)
    }

    @Test func selectingInCodeTellsNoDelegate() {
        let fixture = onScreen()
        let delegate = RecordingTabDelegate()
        fixture.tabs.delegate = delegate
        fixture.tabs.selectedIndex = 1
        #expect(fixture.tabs.selectedViewController === fixture.second)
        fixture.tabs.selectedViewController = fixture.first
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(delegate.log.isEmpty)
        #expect(fixture.first.appearanceLog == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
                                                "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func aRefusedTabStaysUnselected() {
        let fixture = onScreen()
        let delegate = RecordingTabDelegate()
        delegate.refused = [ObjectIdentifier(fixture.second)]
        fixture.tabs.delegate = delegate
        fixture.host.tabBars.buttons["Profile"].tap()
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(delegate.log == ["should Profile"])
        #expect(fixture.first.appearanceLog.isEmpty)
    }

    @Test func tappingTheSelectedTabPopsItsNavigationControllerToTheRootAndTellsTheDelegate() {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Home"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.viewControllers.count == 2)
        host.tabBars.buttons["Home"].tap()
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(delegate.log == ["should Home", "did Home"], "didSelect comes for the tab already selected too")
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerElseTheSameIndexElseTheFirst() {
        let fixture = onScreen()
        fixture.tabs.selectedIndex = 1
        let third = UIViewController()
        fixture.tabs.viewControllers = [third, fixture.second]
        #expect(fixture.tabs.selectedViewController === fixture.second, "the selected controller is kept")
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.first.parent == nil)
        let fourth = UIViewController()
        fixture.tabs.viewControllers = [third, fourth, UIViewController()]
        #expect(fixture.tabs.selectedViewController === fourth, "the same index when the controller is gone")
        fixture.tabs.viewControllers = [UIViewController()]
        #expect(fixture.tabs.selectedIndex == 0, "the first when the index is past the end")
        #expect(fixture.second.appearanceLog.suffix(2) == ["B.willDisappear", "B.didDisappear"])
    }

    @Test func aTitleSetLaterRenamesTheTabAndANewItemReplacesIt() {
        let fixture = onScreen()
        fixture.first.title = "News"
        #expect(fixture.host.tabBars.buttons["News"].exists)
        fixture.second.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 7)
        #expect(fixture.host.tabBars.buttons["Me"].exists)
        #expect(!fixture.host.tabBars.buttons["Profile"].exists)
        #expect(fixture.tabs.tabBar.items?.last?.tag == 7)
    }

    @Test func aBadgeIsReadAsTheTabsValueAndDrawn() {
        let fixture = onScreen()
        fixture.second.tabBarItem.badgeValue = "3"
        #expect(fixture.host.tabBars.buttons["Profile"].value as? String == "3")
        #expect(fixture.host.render().windowFrame(ofText: "3") != nil)
        fixture.second.tabBarItem.badgeValue = nil
        #expect(fixture.host.render().windowFrame(ofText: "3") == nil)
    }

    @Test func hidesBottomBarWhenPushedHidesTheBarUntilPopped() {
        let host = TestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        host.window.rootViewController = tabs
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        host.window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(navigation.view.frame.height == 852)
        navigation.popViewController(animated: false)
        host.window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        #expect(navigation.view.frame.height == 769)
    }

    @Test func theBarIs32PointsInLandscapeAnd50WithCenteredItemsOnAnIPad() {
        let landscape = onScreen(orientation: .landscapeLeft)
        #expect(landscape.tabs.tabBar.barHeight == 32)
        #expect(landscape.tabs.tabBar.frame.height == 32 + landscape.tabs.view.safeAreaInsets.bottom)
        let pad = onScreen(device: .iPad)
        #expect(pad.tabs.tabBar.barHeight == 50)
        let buttons = pad.host.tabBars.buttons
        let feed = buttons["Feed"].frame, profile = buttons["Profile"].frame
        #expect(feed.width == 110 && profile.width == 110, "centered items keep their width in a regular width")
        #expect(abs((feed.minX + profile.maxX) / 2 - pad.tabs.view.bounds.midX) <= 1)
    }

    @Test func theSelectedTabDrawsInTheTintAndTheOthersInTheUnselectedTint() {
        let fixture = onScreen()
        fixture.first.tabBarItem.image = UIImage(systemName: "house")
        fixture.second.tabBarItem.image = UIImage(systemName: "person")
        fixture.tabs.tabBar.tintColor = .systemPink
        fixture.tabs.tabBar.unselectedItemTintColor = .systemTeal
        let tints = fixture.host.render().commands.compactMap { command -> UIColor? in
            if case .image(_, _, let tint, _) = command { return tint }
            return nil
        }
        #expect(tints.count == 2)
        #expect(tints.first == UIColor.systemPink.resolvedColor(with: fixture.tabs.traitCollection))
        #expect(tints.last == UIColor.systemTeal.resolvedColor(with: fixture.tabs.traitCollection))
    }

    @Test func aManagedBarRefusesDirectChangesAndBadSelectionsAreReported() {
        let fixture = onScreen()
        let bar = fixture.tabs.tabBar
        let itemsChange = Diagnostics.record { bar.setItems([UITabBarItem()], animated: false) }
        #expect(itemsChange.map(\.code) == ["tabBar.managed"])
        #expect(bar.items?.count == 2)
        let delegateChange = Diagnostics.record { bar.delegate = nil }
        #expect(delegateChange.map(\.code) == ["tabBar.managed"])
        #expect(bar.delegate === fixture.tabs)
        let stranger = Diagnostics.record { fixture.tabs.selectedViewController = UIViewController() }
        #expect(stranger.map(\.code) == ["tabBarController.notATab"])
        let pastTheEnd = Diagnostics.record { fixture.tabs.selectedIndex = 5 }
        #expect(pastTheEnd.map(\.code) == ["tabBarController.indexOutOfRange"])
        let twice = Diagnostics.record { fixture.tabs.viewControllers = [fixture.first, fixture.first] }
        #expect(twice.map(\.code) == ["tabBarController.duplicate"])
        #expect(fixture.tabs.selectedIndex == 0 && fixture.tabs.viewControllers?.count == 2)
    }

    @Test func aSubclassHearsTheBarsDidSelect() {
        final class AnimatingTabs: UITabBarController {
            var selected: [String] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                selected.append(item.title ?? "")
            }
        }
        let host = TestHost()
        let tabs = AnimatingTabs()
        let a = UIViewController(), b = UIViewController()
        a.title = "One"
        b.title = "Two"
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        host.tabBars.buttons["Two"].tap()
        #expect(tabs.selected == ["Two"])
        #expect(tabs.selectedIndex == 1, "the tab switches whether or not the override calls super")
    }
}
