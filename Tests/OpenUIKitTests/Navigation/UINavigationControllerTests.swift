import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UINavigationControllerTests {
    private struct Fixture {
        let host: TestHost
        let log: LoggingViewController.Log
        let root: LoggingViewController
        let navigation: UINavigationController
    }

    private func onScreen() -> Fixture {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        log.entries.removeAll()
        return Fixture(host: host, log: log, root: root, navigation: navigation)
    }

    @Test func initWithRootViewControllerMakesItTheChildAndTop() {
        let log = LoggingViewController.Log()
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(navigation.visibleViewController === root)
        #expect(root.parent === navigation)
        #expect(root.navigationController === navigation)
        #expect(log.entries == ["A.willMove(parent)", "A.didMove(parent)"])
        #expect(!root.isViewLoaded, "views load only when shown")
    }

    @Test func theTopViewFillsTheAreaUnderTheBar() {
        let fixture = onScreen()
        #expect(fixture.root.view.superview === fixture.navigation.view)
        #expect(fixture.root.view.frame == CGRect(x: 0, y: 44, width: 393, height: 808))
        #expect(fixture.navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        fixture.navigation.isNavigationBarHidden = true
        #expect(fixture.navigation.navigationBar.isHidden)
        #expect(fixture.root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        fixture.navigation.setNavigationBarHidden(false, animated: true)
        #expect(!fixture.navigation.isNavigationBarHidden)
        #expect(fixture.root.view.frame.minY == 44)
    }

    @Test func theRootAppearsWithTheNavigationController() {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let root = LoggingViewController("A", log: log)
        host.window.rootViewController = UINavigationController(rootViewController: root)
        #expect(root.appearanceLog == ["A.willAppear", "A.didAppear"])
    }

    @Test func animatedPushSlidesWithAppearanceCallbacksInUIKitsOrder() {
        let fixture = onScreen()
        let pushed = LoggingViewController("B", log: fixture.log)
        fixture.navigation.pushViewController(pushed, animated: true)
        #expect(fixture.navigation.topViewController === pushed)
        #expect(pushed.parent === fixture.navigation)
        #expect(fixture.root.appearanceLog == ["A.willDisappear", "B.willAppear"])
        fixture.host.advance(by: 0.15)
        let x = pushed.view.frame.minX
        #expect(x > 0 && x < 393, "slides in from the right")
        #expect(fixture.root.view.frame.minX < 0 && fixture.root.view.frame.minX > -131)
        fixture.host.advance(by: 0.25)
        #expect(fixture.root.appearanceLog == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(pushed.view.frame == CGRect(x: 0, y: 44, width: 393, height: 808))
        #expect(fixture.root.viewIfLoaded?.superview == nil)
        #expect(fixture.log.entries.contains("B.didMove(parent)"))
    }

    @Test func popReturnsTheTopAndRemovesItAfterTheSlide() {
        let fixture = onScreen()
        let pushed = LoggingViewController("B", log: fixture.log)
        fixture.navigation.pushViewController(pushed, animated: false)
        fixture.log.entries.removeAll()
        let popped = fixture.navigation.popViewController(animated: true)
        #expect(popped === pushed)
        #expect(fixture.navigation.viewControllers.count == 1)
        #expect(pushed.parent === fixture.navigation, "still a child while it slides away")
        fixture.host.advance(by: 0.4)
        #expect(pushed.parent == nil)
        #expect(pushed.viewIfLoaded?.superview == nil)
        // Then `advance(by:)` lays out the uncovered view, as the next frame would.
        #expect(fixture.log.entries == ["B.willMove(nil)", "B.willDisappear", "A.willAppear",
                                        "B.didDisappear", "A.didAppear", "B.didMove(nil)", "A.willLayout", "A.didLayout"])
    }

    @Test func popWithOnlyTheRootDoesNothing() {
        let fixture = onScreen()
        #expect(fixture.navigation.popViewController(animated: true) == nil)
        #expect(fixture.navigation.popToRootViewController(animated: true) == nil)
        #expect(fixture.navigation.topViewController === fixture.root)
        #expect(fixture.host.scheduler.pendingCount == 0)
    }

    @Test func popToRootAndPopToReturnWhatTheyRemoved() {
        let fixture = onScreen()
        let second = UIViewController()
        let third = UIViewController()
        let fourth = UIViewController()
        for controller in [second, third, fourth] { fixture.navigation.pushViewController(controller, animated: false) }
        let poppedToSecond = fixture.navigation.popToViewController(second, animated: false)
        #expect(poppedToSecond?.count == 2 && poppedToSecond?.first === third && poppedToSecond?.last === fourth)
        #expect(fixture.navigation.topViewController === second)
        fixture.navigation.pushViewController(third, animated: false)
        let poppedToRoot = fixture.navigation.popToRootViewController(animated: true)
        #expect(poppedToRoot?.count == 2)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers.count == 1)
        #expect(second.parent == nil && third.parent == nil)
        #expect(fixture.root.view.superview === fixture.navigation.view)
    }

    @Test func popToAControllerNotInTheStackIsRefused() {
        let fixture = onScreen()
        let diagnostics = Diagnostics.record {
            #expect(fixture.navigation.popToViewController(UIViewController(), animated: true) == nil)
        }
        #expect(diagnostics.map(\.message) == ["Tried to pop to a view controller that doesn't exist."])
    }

    @Test func pushingTheSameControllerTwiceIsRefused() {
        let fixture = onScreen()
        let diagnostics = Diagnostics.record { fixture.navigation.pushViewController(fixture.root, animated: true) }
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(fixture.navigation.viewControllers.count == 1)
        let nested = UINavigationController()
        let refused = Diagnostics.record { fixture.navigation.pushViewController(nested, animated: false) }
        #expect(refused.map(\.code) == ["navigation.pushNavigationController"])
    }

    @Test func initWithARootThatCannotBePushedIsRefusedAndLeavesTheStackEmpty() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        var inner: UINavigationController?
        let nested = Diagnostics.record {
            inner = UINavigationController(rootViewController: UINavigationController())
        }
        #expect(nested.map(\.code) == ["navigation.pushNavigationController"])
        #expect(nested.map(\.severity) == [.error])
        #expect(inner?.viewControllers.isEmpty == true)

        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        var other: UINavigationController?
        let adopted = Diagnostics.record { other = UINavigationController(rootViewController: child) }
        #expect(adopted.map(\.code) == ["navigation.activeController"])
        #expect(other?.viewControllers.isEmpty == true)
        #expect(child.parent === container, "the child stays with its container")
    }

    @Test func pushingDuringATransitionFinishesItFirst() {
        let fixture = onScreen()
        let second = LoggingViewController("B", log: fixture.log)
        let third = LoggingViewController("C", log: fixture.log)
        fixture.navigation.pushViewController(second, animated: true)
        fixture.host.advance(by: 0.1)
        fixture.navigation.pushViewController(third, animated: true)
        #expect(second.appearanceLog.prefix(4) == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers.count == 3)
        #expect(third.view.frame.minX == 0)
    }

    @Test func setViewControllersReplacesTheStack() {
        let fixture = onScreen()
        let second = UIViewController()
        let third = UIViewController()
        fixture.navigation.setViewControllers([second, third], animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers.count == 2)
        #expect(fixture.root.parent == nil)
        #expect(second.parent === fixture.navigation)
        #expect(fixture.navigation.topViewController === third)
        #expect(third.view.superview === fixture.navigation.view)
        fixture.navigation.viewControllers = [second]
        #expect(fixture.navigation.topViewController === second)
        #expect(third.parent == nil)
        let empty = Diagnostics.record { fixture.navigation.setViewControllers([], animated: false) }
        #expect(empty.map(\.code) == ["navigation.emptyStack"])
        let duplicate = Diagnostics.record { fixture.navigation.setViewControllers([third, third], animated: false) }
        #expect(duplicate.map(\.code) == ["navigation.duplicate"])
        #expect(fixture.navigation.viewControllers.count == 1 && fixture.navigation.topViewController === second)
    }

    @Test func offScreenPushesMakeNoAppearanceCallbacks() {
        let log = LoggingViewController.Log()
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        #expect(root.appearanceLog.isEmpty)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func visibleViewControllerIsWhatIsPresentedOverTheStack() {
        let fixture = onScreen()
        let modal = UIViewController()
        fixture.root.present(modal, animated: false)
        #expect(fixture.navigation.visibleViewController === modal)
        #expect(fixture.navigation.topViewController === fixture.root)
    }

    @Test func theBarShowsTheTopItem() {
        let fixture = onScreen()
        fixture.root.title = "Inbox"
        let pushed = UIViewController()
        pushed.title = "Message"
        fixture.navigation.pushViewController(pushed, animated: false)
        #expect(fixture.navigation.navigationBar.topItem === pushed.navigationItem)
        #expect(fixture.navigation.navigationBar.backItem === fixture.root.navigationItem)
        let texts = fixture.host.render().texts
        #expect(texts.contains("Message"))
        #expect(texts.contains("Inbox"), "the back button is titled after the previous item")
    }
}
