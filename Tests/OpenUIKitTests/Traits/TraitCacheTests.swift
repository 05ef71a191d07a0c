import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class CountingController: UIViewController {
    var changes: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection)
    }
}

/// Traits read, then a change of what they come from, then read again: UIKit reports the traits of
/// where a view or controller is now (Apple's "UITraitCollection" and "Adapting your app's
/// appearance" documentation), so each read here would give the old traits if the controllers' and
/// windows' cached traits (`TraitCache`) outlived a change. Each test reads first, so that the caches
/// are filled before the change.
@MainActor
@Suite struct TraitCacheTests {
    @Test func aViewMovedUnderAnotherControllerHasThatControllersTraits() {
        let host = TestHost()
        let container = UIViewController()
        host.window.rootViewController = container
        let light = UIViewController()
        let dark = UIViewController()
        dark.overrideUserInterfaceStyle = .dark
        for child in [light, dark] {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        let moving = UIView()
        light.view.addSubview(moving)
        #expect(moving.traitCollection.userInterfaceStyle == .light)
        dark.view.addSubview(moving)
        #expect(moving.traitCollection.userInterfaceStyle == .dark)
        light.view.addSubview(moving)
        #expect(moving.traitCollection.userInterfaceStyle == .light)
        host.window._checkInvariants()
    }

    @Test func aControllersViewMovedToAnotherWindowHasThatWindowsTraits() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        other.screen = UIScreen(device: .iPad)
        #expect(other.traitCollection.userInterfaceIdiom == .pad)
        other.rootViewController = controller
        #expect(controller.traitCollection.userInterfaceIdiom == .pad)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.view.traitCollection.userInterfaceIdiom == .pad)
        other._checkInvariants()
    }

    @Test func aViewHoldingAControllersViewMovedToAnotherWindowTakesItsControllerAlong() {
        let host = TestHost()
        let wrapper = UIView()
        let controller = UIViewController()
        wrapper.addSubview(controller.view)
        host.window.addSubview(wrapper)
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        other.screen = UIScreen(device: .iPad)
        _ = other.traitCollection
        other.addSubview(wrapper)
        #expect(controller.traitCollection.userInterfaceIdiom == .pad)
        let leaf = UIView()
        controller.view.addSubview(leaf)
        #expect(leaf.traitCollection.userInterfaceIdiom == .pad, "a leaf added keeps the caches, which are right")
        other._checkInvariants()
    }

    @Test func aWindowMovedToAnotherScreenTakesItsTraits() {
        let host = TestHost()
        let view = UIView()
        host.window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        host.window.screen = UIScreen(device: .iPad)
        #expect(host.window.traitCollection.userInterfaceIdiom == .pad)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func anAncestorsStyleOverrideReachesTraitsReadBeforeIt() {
        let host = TestHost()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.window.rootViewController = parent
        let label = UILabel()
        child.view.addSubview(label)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .light), forChild: child)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        host.window.overrideUserInterfaceStyle = .dark
        parent.overrideUserInterfaceStyle = .unspecified
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(label.traitCollection.userInterfaceStyle == .dark, "the window's override reaches the controllers")
        host.window._checkInvariants()
    }

    @Test func aChildRemovedFromItsParentStopsInheritingItsOverride() {
        let host = TestHost()
        let parent = UIViewController()
        parent.overrideUserInterfaceStyle = .dark
        host.window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.traitCollection.userInterfaceStyle == .light, "its view is still in the window, under no parent")
    }

    @Test func aFormSheetIsCompactWhileShownAndItsPresenterKeepsItsTraits() {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        #expect(sheet.traitCollection.horizontalSizeClass == .regular, "not presented yet: the screen's")
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.horizontalSizeClass == .compact)
        #expect(sheet.view.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        host.window._checkInvariants()
        sheet.dismiss(animated: false)
        #expect(sheet.traitCollection.horizontalSizeClass == .regular)
        sheet.modalPresentationStyle = .popover
        sheet.popoverPresentationController?.sourceView = root.view
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.verticalSizeClass == .compact, "the same controller, now a popover")
        host.window._checkInvariants()
    }

    @Test func aPresentationsOverrideSetWhileShownReachesThePresentedController() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.legibilityWeight == .regular)
        sheet.presentationController?.overrideTraitCollection = UITraitCollection(legibilityWeight: .bold)
        #expect(sheet.traitCollection.legibilityWeight == .bold)
        #expect(sheet.view.traitCollection.legibilityWeight == .bold)
        host.window._checkInvariants()
    }

    @Test func rotatingUpdatesTraitsReadBeforeTheRotation() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        #expect(button.traitCollection.verticalSizeClass == .regular)
        host.screen.orientation = .landscapeLeft
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(button.traitCollection.verticalSizeClass == .compact)
        host.window._checkInvariants()
    }

    @Test func aDarkModeSwitchReachesTraitsReadBeforeIt() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.view.traitCollection.userInterfaceStyle == .light)
        host.runtime.userInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(host.window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func traitCollectionDidChangeIsCalledOncePerChangeHoweverOftenTraitsAreRead() {
        let host = TestHost()
        let controller = CountingController()
        host.window.rootViewController = controller
        for _ in 0..<3 { _ = controller.traitCollection }
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.changes.isEmpty, "light over light changes nothing")
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.changes.count == 1)
        #expect(controller.changes.first??.userInterfaceStyle == .light, "the previous traits, not the cached new ones")
        for _ in 0..<3 { _ = controller.traitCollection }
        host.runtime.userInterfaceStyle = .dark
        #expect(controller.changes.count == 1, "the override keeps it dark")
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(controller.changes.count == 1, "dark from the runtime now: no change")
        host.runtime.userInterfaceStyle = .light
        #expect(controller.changes.count == 2)
    }

    @Test func aMoveElsewhereKeepsTheTraitsCachedForTheWindowAndItsController() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        #expect(controller.traitState.cache.traits != nil)
        #expect(host.window.traitCache.traits != nil)
        // Views with subviews added, moved and removed beside the controller's view, as a presentation
        // adds and removes its container: nothing the window's or the controller's traits come from.
        let panel = UIView()
        panel.addSubview(UIView())
        host.window.addSubview(panel)
        controller.view.addSubview(panel)
        label.addSubview(UIView())
        panel.removeFromSuperview()
        #expect(controller.traitState.cache.traits != nil, "moves elsewhere compute the controller's traits again")
        #expect(host.window.traitCache.traits != nil, "moves compute the window's traits again")
        #expect(label.traitCollection.userInterfaceStyle == .light)
        host.window._checkInvariants()
    }

    @Test func presentingAndDismissingASheetKeepsThePresentersCachedTraits() {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitState.cache.traits != nil, "the sheet's container entering the window")
        host.window._checkInvariants()
        sheet.dismiss(animated: false)
        #expect(root.traitState.cache.traits != nil, "the sheet's container leaving the window")
        #expect(host.window.traitCache.traits != nil)
        #expect(sheet.traitState.cache.traits == nil, "a controller whose view left the window keeps no traits")
        #expect(sheet.traitCollection.horizontalSizeClass == .regular)
        host.window._checkInvariants()
    }

    @Test func aPresentersViewMovedToAnotherWindowTakesThePresentedControllersTraitsAlong() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.userInterfaceIdiom == .phone)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        other.screen = UIScreen(device: .iPad)
        other.addSubview(root.view)
        #expect(sheet.traitCollection.userInterfaceIdiom == .pad, "a presented controller's traits come from its presenter's window")
        #expect(sheet.traitCollection.horizontalSizeClass == .compact, "a form sheet over a regular width")
        host.window._checkInvariants()
    }

    @Test func aChildsTraitsFollowItsParentsViewToAnotherWindowFromOutsideItsSubtree() {
        let host = TestHost()
        let parent = UIViewController()
        host.window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        // The child's view is in the window, beside its parent's rather than inside it.
        host.window.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.userInterfaceIdiom == .phone)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        other.screen = UIScreen(device: .iPad)
        other.rootViewController = parent
        #expect(child.traitCollection.userInterfaceIdiom == .pad, "a child's traits come from its parent's")
        host.window._checkInvariants()
    }

    @Test func theInvariantCheckFindsAStaleCache() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        _ = controller.view.traitCollection
        #expect(host.window._invariantViolations().isEmpty)
        controller.traitState.cache.store(UITraitCollection(userInterfaceStyle: .dark))
        host.window.traitCache.store(UITraitCollection(userInterfaceIdiom: .pad))
        let violations = host.window._invariantViolations()
        #expect(violations.contains("window: its cached traits are stale"))
        #expect(violations.contains { $0.hasSuffix("its controller's cached traits are stale") })
    }
}
