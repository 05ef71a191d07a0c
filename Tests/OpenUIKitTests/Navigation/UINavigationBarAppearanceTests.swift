import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Bar appearances as UIKit documents them (iOS 13, with iOS 15's rules): the three configurations,
/// copies on assignment, which appearance applies (the item's over the bar's; compact in compact
/// height; scroll edge, which with no scroll view always applies when set), and the `appearance()`
/// proxy, applied to bars as they enter a window and never over values set on the bar.
@MainActor
@Suite struct UINavigationBarAppearanceTests {
    private func navigation(in host: TestHost, title: String = "Mail") -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = title
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        return (navigation, root)
    }

    /// The colours of the rectangles filled over the bar's whole bounds, in drawing order.
    private func barFills(_ bar: UINavigationBar, in host: TestHost) -> [UIColor] {
        host.render().commands.compactMap { command -> UIColor? in
            if case .fill(let rect, let color, _) = command, rect == bar.bounds { color } else { nil }
        }
    }

    @Test func theThreeConfigurationsSetEffectColourAndShadow() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil)
    }

    @Test func barsStoreCopiesOfTheirAppearances() {
        let bar = UINavigationBar(frame: .zero)
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemBlue
        appearance.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .systemRed)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.standardAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemYellow)
    }

    @Test func theItemsAppearanceOverridesTheBarsAndScrollEdgeAppliesWhenSet() {
        let host = TestHost()
        let (navigation, root) = navigation(in: host)
        let bar = navigation.navigationBar
        let standard = UINavigationBarAppearance()
        standard.backgroundColor = .systemRed
        bar.standardAppearance = standard
        #expect(bar.currentAppearance.backgroundColor == .systemRed)
        let own = UINavigationBarAppearance()
        own.backgroundColor = .systemGreen
        root.navigationItem.standardAppearance = own
        #expect(bar.currentAppearance.backgroundColor == .systemGreen)
        // No scroll view: the bar is at the scroll edge, so a scroll-edge appearance applies.
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = edge
        #expect(bar.currentAppearance.shadowColor == nil)
        root.navigationItem.standardAppearance = nil
        bar.scrollEdgeAppearance = nil
        #expect(bar.currentAppearance.backgroundColor == .systemRed)
    }

    @Test func compactHeightUsesTheCompactAppearance() {
        let host = TestHost(device: .iPhone15, orientation: .landscapeLeft)
        let (navigation, _) = navigation(in: host)
        let bar = navigation.navigationBar
        let standard = UINavigationBarAppearance()
        standard.backgroundColor = .systemRed
        bar.standardAppearance = standard
        #expect(bar.currentAppearance.backgroundColor == .systemRed)
        let compact = UINavigationBarAppearance()
        compact.backgroundColor = .systemOrange
        bar.compactAppearance = compact
        #expect(bar.currentAppearance.backgroundColor == .systemOrange)
    }

    @Test func theAppliedAppearanceIsWhatTheBarDraws() throws {
        let host = TestHost()
        let (navigation, _) = navigation(in: host)
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        let run = try #require(host.render().textRuns.first { $0.text == "Mail" })
        #expect(run.color == .white)
        #expect(barFills(bar, in: host) == [.systemIndigo])
    }

    /// The app delegate's set-up, as iOS apps write it.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemTeal
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            UINavigationBar.appearance().tintColor = .white
            return true
        }
    }

    @Test func theProxyStylesNewBarsButNotValuesSetOnTheBar() {
        let host = TestHost()
        let delegate = AppDelegate()
        #expect(delegate.application(host.application, didFinishLaunchingWithOptions: nil))
        let (navigation, _) = navigation(in: host)
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemTeal)
        #expect(bar.currentAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.tintColor == .white)

        let other = UINavigationController(rootViewController: UIViewController())
        let own = UINavigationBarAppearance()
        own.backgroundColor = .systemPink
        other.navigationBar.standardAppearance = own
        host.window.rootViewController = other
        #expect(other.navigationBar.standardAppearance.backgroundColor == .systemPink)
        #expect(other.navigationBar.scrollEdgeAppearance?.backgroundColor == .systemTeal)
    }

    @Test func theProxyBelongsToItsApp() {
        let first = TestHost()
        first.run { UINavigationBar.appearance().prefersLargeTitles = true }
        let second = TestHost()
        let (navigation, _) = navigation(in: second)
        #expect(!navigation.navigationBar.prefersLargeTitles)
        #expect(first.run { UINavigationBar.appearance() } !== second.run { UINavigationBar.appearance() })
    }
}

extension UINavigationBarAppearanceTests {
    @Test func buttonAppearancesColourPlainDoneAndDisabledButtons() throws {
        let host = TestHost()
        let (navigation, root) = navigation(in: host)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [save, edit]
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        navigation.navigationBar.standardAppearance = appearance
        var runs = host.render().textRuns
        #expect(try #require(runs.first { $0.text == "Edit" }).color == .systemOrange)
        #expect(try #require(runs.first { $0.text == "Save" }).color == .systemPurple)
        edit.isEnabled = false
        runs = host.render().textRuns
        #expect(try #require(runs.first { $0.text == "Edit" }).color == .systemBrown)
    }
}

extension UINavigationBarAppearanceTests {
    @Test func changingTheItemsAppearanceRedrawsButtonsAlreadyDrawn() throws {
        let host = TestHost()
        let (_, root) = navigation(in: host)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(try #require(host.render().textRuns.first { $0.text == "Edit" }).color != .systemOrange)
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        root.navigationItem.standardAppearance = appearance
        #expect(try #require(host.render().textRuns.first { $0.text == "Edit" }).color == .systemOrange)
    }
}

extension UINavigationBarAppearanceTests {
    @Test func theProxysLargeTitlesGiveNewBarsTheTallLayoutWithWorkingButtons() {
        let host = TestHost()
        host.run { UINavigationBar.appearance().prefersLargeTitles = true }
        let (navigation, root) = navigation(in: host)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.frame.minY == 96)
        var tapped = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in tapped += 1 })
        host.navigationBars["Mail"].buttons["Add"].tap()
        #expect(tapped == 1)
    }
}
