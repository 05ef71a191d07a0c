import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewControllerLifecycleTests {
    @Test func viewLoadsLazilyAndOnce() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let controller = LoggingViewController("A")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.loadCount == 0)
        let view = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(controller.loadCount == 1)
        #expect(controller.didLoadCount == 1)
        #expect(controller.log.entries == ["A.loadView", "A.viewDidLoad"])
    }

    @Test func loadViewThatSetsNoViewIsReportedAndReplaced() {
        final class Broken: UIViewController {
            override func loadView() {}
        }
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let controller = Broken()
        let diagnostics = Diagnostics.record { _ = controller.view }
        #expect(diagnostics.map(\.code) == ["viewController.loadViewSetNoView"])
        #expect(controller.isViewLoaded)
    }

    @Test func rootViewLayoutCallsTheControllerAroundLayoutSubviews() {
        let host = TestHost()
        let controller = LoggingViewController("A")
        host.window.rootViewController = controller
        controller.log.entries.removeAll()
        controller.view.setNeedsLayout()
        host.window.layoutIfNeeded()
        #expect(controller.log.entries == ["A.willLayout", "A.didLayout"])
    }

    @Test func theControllerIsItsViewsNextResponderAndTheWindowComesNext() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.view.next === controller)
        #expect(controller.next === host.window)
    }

    @Test func settingTheTitleSetsTheNavigationItemTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        #expect(controller.navigationItem === controller.navigationItem)
    }

    @Test func rootViewControllerFillsTheWindowAndAppears() {
        let host = TestHost(device: .iPad)
        let controller = LoggingViewController("A")
        host.window.rootViewController = controller
        #expect(controller.view.superview === host.window)
        #expect(controller.view.frame == host.window.bounds)
        #expect(controller.log.entries == ["A.loadView", "A.viewDidLoad", "A.willAppear", "A.didAppear"])
        host.screen.orientation = .landscapeLeft
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
    }

    @Test func replacingTheRootViewControllerMakesTheOldOneDisappear() {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let first = LoggingViewController("A", log: log)
        let second = LoggingViewController("B", log: log)
        host.window.rootViewController = first
        log.entries.removeAll()
        host.window.rootViewController = second
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(second.view.superview === host.window)
        #expect(second.appearanceLog == ["A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
    }

    @Test func aHiddenWindowsRootAppearsWhenTheWindowIsShown() {
        let host = TestHost()
        let window = UIWindow(screen: host.screen)
        let controller = LoggingViewController("A")
        window.rootViewController = controller
        #expect(controller.appearanceLog.isEmpty)
        window.makeKeyAndVisible()
        #expect(controller.appearanceLog == ["A.willAppear", "A.didAppear"])
        window.isHidden = true
        #expect(controller.appearanceLog == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear"])
    }

    @Test func appearanceIsNeverRepeatedInTheSameDirection() {
        let controller = LoggingViewController("A")
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(controller.appearanceLog == ["A.willAppear", "A.didAppear"])
    }

    @Test func containmentCallsWillMoveAndDidMoveInUIKitsOrder() {
        let log = LoggingViewController.Log()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children.first === child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(log.entries == ["C.willMove(parent)", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test func addingAnAncestorAsAChildIsRefused() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let diagnostics = Diagnostics.record { child.addChild(parent) }
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
    }

    @Test func addingAChildOfAnotherContainerMovesIt() {
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(child.parent === second)
    }

    @Test func appearanceIsForwardedToChildrenWhoseViewsAreInside() {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let parent = LoggingViewController("P", log: log)
        let shown = LoggingViewController("S", log: log)
        let offscreen = LoggingViewController("O", log: log)
        for child in [shown, offscreen] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(shown.view)
        host.window.rootViewController = parent
        #expect(parent.appearanceLog == ["P.willAppear", "S.willAppear", "P.didAppear", "S.didAppear"])
    }

    @Test func childAndNavigationAccessors() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let grandchild = UIViewController()
        root.addChild(grandchild)
        #expect(root.navigationController === navigation)
        #expect(grandchild.navigationController === navigation)
        #expect(navigation.navigationController == nil)
    }

    @Test func traitCollectionFollowsTheWindowsScreen() {
        let host = TestHost(device: .iPad)
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.traitCollection.userInterfaceIdiom == .pad)
        let phone = TestHost(device: .iPhoneSE, orientation: .landscapeLeft)
        let other = UIViewController()
        phone.window.rootViewController = other
        #expect(other.traitCollection.horizontalSizeClass == .compact)
        #expect(other.traitCollection.verticalSizeClass == .compact)
    }

    @Test func presentationSettingsHaveUIKitsDefaults() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(controller.preferredContentSize == .zero)
        #expect(!controller.definesPresentationContext)
        #expect(!controller.providesPresentationContextTransitionStyle)
        #expect(!controller.isModalInPresentation)
        #expect(!controller.isModalInPopover)
    }
}
