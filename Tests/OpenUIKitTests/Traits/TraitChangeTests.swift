import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class TraitLoggingView: UIView {
    var previous: [UITraitCollection?] = []
    var currentStyles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection)
        currentStyles.append(UITraitCollection.current.userInterfaceStyle)
    }
}

@MainActor
private final class TraitLoggingController: UIViewController {
    var log: [String] = []
    override func loadView() { view = TraitLoggingView() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.append("controller \(traitCollection.userInterfaceStyle.rawValue)")
    }
    func stylesChanged() { log.append("action") }
}

/// `traitCollectionDidChange(_:)` and iOS 17's registrations: once per actual change, never for
/// unchanged traits, with the new traits current.
@MainActor
@Suite struct TraitChangeTests {
    @Test func aDarkModeSwitchTellsEachViewOnceWithThePreviousTraitsAndTheNewOnesCurrent() {
        let host = TestHost()
        let view = TraitLoggingView()
        host.window.addSubview(view)
        host.runtime.userInterfaceStyle = .dark
        #expect(view.previous.count == 1)
        #expect(view.previous.first??.userInterfaceStyle == .light)
        #expect(view.currentStyles == [.dark])
        host.runtime.userInterfaceStyle = .dark
        #expect(view.previous.count == 1)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.previous.count == 1, "the override changed nothing: the view was already dark")
        host.runtime.userInterfaceStyle = .light
        #expect(view.previous.count == 1, "the override keeps the view dark")
    }

    @Test func aRegistrationIsCalledOnlyForItsTraits() {
        let host = TestHost()
        let view = UIView()
        host.window.addSubview(view)
        var calls: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous) in
            calls.append(previous.userInterfaceStyle)
            #expect(changed === view)
        }
        var sizeCalls = 0
        view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _) in sizeCalls += 1 }
        host.runtime.preferredContentSizeCategory = .extraLarge
        #expect(calls.isEmpty && sizeCalls == 1)
        host.runtime.userInterfaceStyle = .dark
        #expect(calls == [.light] && sizeCalls == 1)
    }

    @Test func anUnregisteredHandlerIsNotCalled() {
        let host = TestHost()
        let view = UIView()
        host.window.addSubview(view)
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in calls += 1 }
        view.unregisterForTraitChanges(registration)
        host.runtime.userInterfaceStyle = .dark
        #expect(calls == 0)
    }

    @Test func controllersHearBeforeTheirViewsAndTargetActionRegistrationsFire() {
        let host = TestHost()
        let controller = TraitLoggingController()
        host.window.rootViewController = controller
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: controller,
                                           action: Selector("stylesChanged", TraitLoggingController.stylesChanged))
        host.runtime.userInterfaceStyle = .dark
        #expect(controller.log == ["controller 2", "action"])
        #expect((controller.view as? TraitLoggingView)?.previous.count == 1)
    }

    @Test func rotatingAPhoneChangesTheVerticalSizeClassAndTellsTheViews() {
        let host = TestHost()
        let view = TraitLoggingView()
        host.window.addSubview(view)
        var verticalChanges = 0
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: TraitLoggingView, _) in verticalChanges += 1 }
        host.screen.orientation = .landscapeLeft
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(verticalChanges == 1 && view.previous.count == 1)
        host.screen.orientation = .landscapeRight
        #expect(verticalChanges == 1, "landscape to landscape changes no trait")
    }

    @Test func aColorAppearanceChangeRedrawsButAnotherTraitChangeDoesNot() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        host.window.addSubview(view)
        _ = view.contentDisplayList
        host.runtime.preferredContentSizeCategory = .small
        #expect(view.cachedContent != nil)
        host.runtime.userInterfaceStyle = .dark
        #expect(view.cachedContent == nil)
    }
}
