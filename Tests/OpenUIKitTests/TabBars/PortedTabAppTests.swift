import Foundation
import OpenUIKitTesting
import Testing
import OpenUIKit

/// A tabbed app's set-up as iOS apps write it in their scene delegate: two navigation controllers
/// with their own items (one a system item with a badge), a tab bar appearance, a delegate that keeps
/// the user off a locked tab, and a detail screen that hides the bar. Everything above the test
/// compiles unchanged against UIKit.
@MainActor
@Suite struct PortedTabAppTests {
    final class FeedViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            view.backgroundColor = .systemBackground
        }

        func showDetail() {
            let detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    final class AppTabs: UITabBarController, UITabBarControllerDelegate {
        let feed = FeedViewController()
        let locked = UIViewController()

        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
            let feedNavigation = UINavigationController(rootViewController: feed)
            feedNavigation.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"),
                                                     selectedImage: UIImage(systemName: "house.fill"))
            let contacts = UINavigationController(rootViewController: UIViewController())
            contacts.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
            contacts.tabBarItem.badgeValue = "2"
            locked.tabBarItem = UITabBarItem(title: "Pro", image: UIImage(systemName: "star"), tag: 2)
            setViewControllers([feedNavigation, contacts, locked], animated: false)

            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
            tabBar.standardAppearance = appearance
            tabBar.scrollEdgeAppearance = appearance
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== locked
        }
    }

    @Test func theTabbedAppRunsAsOnIOS() {
        let host = TestHost()
        let tabs = AppTabs()
        host.window.rootViewController = tabs
        #expect(host.tabBars.buttons.count == 3)
        #expect(host.tabBars.buttons["Contacts"].value as? String == "2")
        host.tabBars.buttons["Pro"].tap()
        #expect(tabs.selectedIndex == 0, "the delegate keeps the user off the locked tab")
        host.tabBars.buttons["Contacts"].tap()
        #expect(tabs.selectedIndex == 1)
        host.tabBars.buttons["Feed"].tap()
        tabs.feed.showDetail()
        host.advance(by: 1)
        #expect(tabs.tabBar.isHidden)
        tabs.feed.navigationController?.popViewController(animated: false)
        host.advance(by: 0.1)
        #expect(!tabs.tabBar.isHidden)
    }
}
