import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class PlainController: UIViewController {}

/// Where traits come from: the runtime and screen, down windows, views and controllers, with overrides;
/// size classes by device, orientation and presentation, as UIKit reports them.
@MainActor
@Suite struct TraitInheritanceTests {
    @Test func aWindowHasItsScreensTraitsAndTheRuntimesAppearance() {
        let host = TestHost(device: .iPad)
        let traits = host.window.traitCollection
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == host.screen.scale)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.accessibilityContrast == .normal)
        #expect(traits.legibilityWeight == .regular)
        host.runtime.userInterfaceStyle = .dark
        host.runtime.preferredContentSizeCategory = .accessibilityLarge
        #expect(host.window.traitCollection.userInterfaceStyle == .dark)
        #expect(host.window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func viewsInheritDownTheHierarchyAndAnOverrideAppliesToTheSubtree() {
        let host = TestHost()
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        host.window.addSubview(outer)
        #expect(inner.traitCollection == host.window.traitCollection)
        outer.overrideUserInterfaceStyle = .dark
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
        inner.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        host.window.overrideUserInterfaceStyle = .dark
        host.runtime.userInterfaceStyle = .light
        #expect(host.window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aDetachedViewHasTheRuntimesTraits() {
        let host = TestHost(device: .iPad)
        host.runtime.userInterfaceStyle = .dark
        let view = UIView()
        #expect(view.traitCollection.userInterfaceIdiom == .pad)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func controllersInheritFromTheirParentWithTheParentsOverrideForThem() {
        let host = TestHost()
        let parent = PlainController()
        let child = PlainController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.window.rootViewController = parent
        let subview = UIView()
        child.view.addSubview(subview)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(subview.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func anOverrideForAControllerThatIsNotAChildIsIgnoredWithAWarning() {
        let host = TestHost()
        let parent = PlainController()
        let stranger = PlainController()
        host.window.rootViewController = parent
        let diagnostics = Diagnostics.record {
            parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        }
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
        #expect(diagnostics.map(\.code) == ["traits.notAChild"])
    }

    @Test(arguments: [
        (UIScreen.Device.iPhone15, UIInterfaceOrientation.portrait, UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
        (.iPhone15, .landscapeLeft, .compact, .compact),
        (.iPad, .portrait, .regular, .regular),
        (.iPad, .landscapeRight, .regular, .regular),
    ])
    func sizeClassesFollowTheDeviceAndOrientation(device: UIScreen.Device, orientation: UIInterfaceOrientation,
                                                   horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let host = TestHost(device: device, orientation: orientation)
        let controller = PlainController()
        host.window.rootViewController = controller
        #expect(controller.traitCollection.horizontalSizeClass == horizontal)
        #expect(controller.traitCollection.verticalSizeClass == vertical)
        #expect(controller.view.traitCollection.verticalSizeClass == vertical)
    }

    @Test func aFormSheetOnAnIPadIsCompactInWidthAndAPopoverInBoth() {
        let host = TestHost(device: .iPad)
        let root = PlainController()
        host.window.rootViewController = root
        let sheet = PlainController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.horizontalSizeClass == .compact)
        #expect(sheet.traitCollection.verticalSizeClass == .regular)
        #expect(sheet.view.traitCollection.horizontalSizeClass == .compact)
        #expect(sheet.presentationController?.traitCollection.horizontalSizeClass == .regular)
        sheet.dismiss(animated: false)
        let page = PlainController()
        page.modalPresentationStyle = .pageSheet
        root.present(page, animated: false)
        #expect(page.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aPresentedControllerInheritsThePresentersStyleAndThePresentationOverride() {
        let host = TestHost()
        let root = PlainController()
        host.window.rootViewController = root
        root.overrideUserInterfaceStyle = .dark
        let sheet = PlainController()
        sheet.presentationController?.overrideTraitCollection = UITraitCollection(legibilityWeight: .bold)
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.legibilityWeight == .bold)
    }
}
