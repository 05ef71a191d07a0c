import CSDL2
import Foundation
import Testing
@testable import HostDemo
@testable import OpenUIKit
@testable import OpenUIKitHost

/// The host's default key and keyboard wiring, on SDL's `dummy` driver: key events pushed with
/// `SDL_PushEvent` reach the window's focus system, and the keyboard toggle key posts UIKit's
/// keyboard notifications. In ``WindowHostTests`` so they run serialized with the other SDL tests;
/// each builds its own app (runtime) on an iPad screen inside the test body, the latest of its task.
extension WindowHostTests {
    private struct Fixture {
        let host: WindowHost
        let clock: ManualClock
        let root: UIViewController
    }

    /// A fresh app on an iPad screen whose window shows a root view controller, run by a headless host.
    private func makeFixture() throws -> Fixture {
        let runtime = AppRuntime(screen: UIScreen(device: .iPad))
        let window = UIWindow(screen: runtime.screen)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let clock = ManualClock()
        let host = try WindowHost(runtime: runtime, window: window, renderer: FillRenderer(), configuration: HostConfiguration(
            title: "WindowHostKeyboardTests", headless: true, environment: [:], clock: { clock.now }))
        return Fixture(host: host, clock: clock, root: root)
    }

    private func pushEvents(_ events: SDL_Event...) {
        for var event in events {
            #expect(SDL_PushEvent(&event) == 1)
        }
    }

    private func focusButton(_ title: String, y: CGFloat, in view: UIView) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 20, y: y, width: 120, height: 44)
        view.addSubview(button)
        return button
    }

    @Test func tabMovesFocusAndSpaceOrReturnPressTheFocusedButton() throws {
        let fixture = try makeFixture()
        let first = focusButton("First", y: 40, in: fixture.root.view)
        let second = focusButton("Second", y: 100, in: fixture.root.view)
        second.setTitle("Second (focused)", for: .focused)
        var pressed: [String] = []
        first.addAction(UIAction { _ in pressed.append("First") }, for: .touchUpInside)
        second.addAction(UIAction { _ in pressed.append("Second") }, for: .touchUpInside)

        pushEvents(SDLEventFactory.key(SDLK_TAB), SDLEventFactory.key(SDLK_TAB))
        fixture.host.runFrame()
        #expect(second.isFocused && !first.isFocused)
        #expect(second.titleLabel?.text == "Second (focused)", "the frame laid out the focused content")
        pushEvents(SDLEventFactory.key(SDLK_SPACE), SDLEventFactory.key(SDLK_SPACE, isRepeat: true))
        fixture.host.runFrame()
        #expect(pressed == ["Second"], "a held Space presses once")

        pushEvents(SDLEventFactory.key(SDLK_TAB, shift: true), SDLEventFactory.key(SDLK_RETURN),
             SDLEventFactory.key(SDLK_KP_ENTER))
        fixture.host.runFrame()
        #expect(first.isFocused)
        #expect(pressed == ["Second", "First", "First"])
        #expect(second.titleLabel?.text == "Second")
    }

    @Test func escapeDismissesASheetAndFocusStaysInsideIt() throws {
        let fixture = try makeFixture()
        let rootButton = focusButton("Root", y: 40, in: fixture.root.view)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let done = focusButton("Done", y: 20, in: sheet.view)
        fixture.root.present(sheet, animated: false)

        pushEvents(SDLEventFactory.key(SDLK_TAB), SDLEventFactory.key(SDLK_TAB))
        fixture.host.runFrame()
        #expect(done.isFocused && !rootButton.isFocused, "the sheet traps focus")

        pushEvents(SDLEventFactory.key(SDLK_ESCAPE))
        fixture.host.runFrame()
        #expect(sheet.isBeingDismissed)
        fixture.clock.now += 1
        fixture.host.runFrame()
        #expect(fixture.root.presentedViewController == nil)
        #expect(!done.isFocused)
    }

    @Test func theKeyboardToggleMovesAFormSheetUpAndBackWithTheNotifications() throws {
        let fixture = try makeFixture()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        fixture.root.present(sheet, animated: false)
        let resting = CGRect(x: 140, y: 280, width: 540, height: 620)
        #expect(sheet.view.frame == resting)

        var posted: [(name: Notification.Name, end: CGRect?, begin: CGRect?, duration: TimeInterval?)] = []
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                let info = notification.userInfo
                let entry = (notification.name, info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                             info?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
                             info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval)
                MainActor.assumeIsolated { posted.append(entry) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        pushEvents(SDLEventFactory.key(SDLK_k))
        fixture.host.runFrame()
        let shown = CGRect(x: 0, y: 867, width: 820, height: 313)
        let hidden = CGRect(x: 0, y: 1180, width: 820, height: 313)
        #expect(posted.map(\.name) == [UIResponder.keyboardWillShowNotification])
        #expect(posted.first?.end == shown && posted.first?.begin == hidden && posted.first?.duration == 0.25)
        #expect(sheet.view.frame.minY > 123.5 && sheet.view.frame.minY <= 280, "moving with the keyboard")

        fixture.clock.now += 0.3
        fixture.host.runFrame()
        // Centred in the 867 points above the keyboard: (867 − 620) / 2.
        #expect(sheet.view.frame == CGRect(x: 140, y: 123.5, width: 540, height: 620))
        #expect(posted.map(\.name) == [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification])

        pushEvents(SDLEventFactory.key(SDLK_k))
        fixture.host.runFrame()
        fixture.clock.now += 0.3
        fixture.host.runFrame()
        #expect(sheet.view.frame == resting)
        #expect(posted.map(\.name) == names)
        #expect(posted.last?.end == hidden && posted.last?.begin == shown)
    }

    @Test func aQuickToggleLeavesOnlyTheLastDidNotification() throws {
        let fixture = try makeFixture()
        var names: [Notification.Name] = []
        let observers = [UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { notification in
                let name = notification.name
                MainActor.assumeIsolated { names.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        fixture.host.setKeyboardVisible(true)
        fixture.clock.now += 0.1
        fixture.host.runFrame()
        fixture.host.setKeyboardVisible(false)
        fixture.clock.now += 1
        fixture.host.runFrame()
        #expect(names == [UIResponder.keyboardDidHideNotification])
    }

    @Test func theDefaultsCanBeReplacedAndStillCalled() throws {
        let fixture = try makeFixture()
        let only = focusButton("Only", y: 40, in: fixture.root.view)
        var seen: [HostKeyPress.Key] = []
        fixture.host.keyHandler = { [host = fixture.host] press in
            seen.append(press.key)
            if press.key == .tab { host.routeToFocusSystem(press) }
        }
        pushEvents(SDLEventFactory.key(SDLK_TAB))
        fixture.host.runFrame()
        #expect(seen == [.tab] && only.isFocused)

        fixture.host.keyHandler = nil
        fixture.host.keyboardHandler = nil
        var presses = 0
        only.addAction(UIAction { _ in presses += 1 }, for: .primaryActionTriggered)
        pushEvents(SDLEventFactory.key(SDLK_SPACE), SDLEventFactory.key(SDLK_k))
        fixture.host.runFrame()
        #expect(presses == 0, "no key handler: keys do nothing")
        #expect(fixture.host.isKeyboardVisible, "the keyboard still toggles without a handler")
        #expect(fixture.host.runtime.keyboard.frame?.maxY == fixture.host.window.bounds.maxY,
                "recorded in the runtime, the one place form sheets read it")
    }
}
