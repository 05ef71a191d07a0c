import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// A tab bar as iOS draws it on an iPhone 15 in portrait: three stacked items (image over a 10-point
/// title), the selected one in the tint, the others in the system gray, a badge on the second, the
/// chrome background with its top hairline, reaching down over the home indicator's area; in light
/// and dark at 1× and 2×. Compared with `__Snapshots__/TabBarSnapshotTests/`; re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter TabBarSnapshotTests`.
@MainActor
@Suite struct TabBarSnapshotTests {
    let snapshots = SnapshotVerifier()

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aStackedTabBar(style: UIUserInterfaceStyle) throws {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhone15))
        let name = "stackedTabBar-\(style == .dark ? "dark" : "light")"
        let buffer = try runtime.run {
            runtime.userInterfaceStyle = style
            let home = UIViewController(), inbox = UIViewController(), settings = UIViewController()
            home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
            inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "bell"), tag: 1)
            inbox.tabBarItem.badgeValue = "12"
            settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
            let tabs = UITabBarController()
            tabs.viewControllers = [home, inbox, settings]
            let window = UIWindow(screen: runtime.screen)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let bar = tabs.tabBar
            #expect(bar.bounds.size == CGSize(width: 393, height: 83))
            try snapshots.verify(bar, named: name)
            try snapshots.verify(bar, named: "\(name)@2x", scale: 2)
            let buffer = Renderer().render(bar, scale: 1)
            window.isHidden = true
            return buffer
        }
        // The badge's red sits right of the second item's image; below the items' row, the background.
        let badge = try #require(buffer.color(at: CGPoint(x: 209, y: 9)))
        #expect(badge.red > 200 && badge.green < 90, "the badge is red")
        let below = try #require(buffer.color(at: CGPoint(x: 20, y: 70)))
        #expect(style == .dark ? below.red < 60 : below.red > 230, "the chrome background reaches under the home indicator")
    }
}
