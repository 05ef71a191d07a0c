import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class ActionView: UIView {
    var received: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    func save(_ sender: Any?) { received.append("save") }
}

@MainActor
private final class ActionApplication: UIApplication {
    var received: [String] = []
    func save(_ sender: Any?) { received.append("save") }
}

@MainActor
private final class CountingWindow: UIWindow {
    var events = 0
    override func sendEvent(_ event: UIEvent) {
        events += 1
        super.sendEvent(event)
    }
}

@MainActor
@Suite struct UIApplicationTests {
    private let save = Selector("save:", ActionView.save)

    @Test func sendEventReachesEachWindowOfTheEventsTouchesOnce() {
        let host = TestHost()
        let first = CountingWindow(screen: host.screen)
        let second = CountingWindow(screen: host.screen)
        host.application.handle(PointerInput(id: 0, phase: .down, location: CGPoint(x: 10, y: 10)), in: first)
        host.application.handle(PointerInput(id: 1, phase: .down, location: CGPoint(x: 60, y: 10)), in: first)
        #expect(first.events == 2, "the second event has two touches in the window: one call")
        host.application.handle(PointerInput(id: 2, phase: .down, location: CGPoint(x: 10, y: 10)), in: second)
        #expect(second.events == 1)
        #expect(first.events == 3, "the window of the stationary touches hears the event once too")
        host.application.handle(PointerInput(id: 0, phase: .up, location: CGPoint(x: 10, y: 10)), in: first)
        #expect(first.events == 4 && second.events == 2)
    }

    @Test func theSharedApplicationIsTheCurrentRuntimes() {
        let application = UIApplication()
        let runtime = AppRuntime(application: application)
        #expect(UIApplication.shared === application)
        let host = TestHost()
        #expect(UIApplication.shared === host.application)
        runtime.run { #expect(UIApplication.shared === application) }
    }

    @Test func windowsAreListedWhileAliveBackToFront() {
        let host = TestHost()
        var extra: UIWindow? = UIWindow(frame: .zero)
        #expect(host.application.windows.count == 2)
        #expect(host.application.windows.first === host.window)
        #expect(host.application.windows.last === extra)
        extra = nil
        #expect(host.application.windows.count == 1)
    }

    @Test func windowsAreOrderedByLevelThenCreation() {
        let host = TestHost()
        let alert = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let second = UIWindow(frame: .zero)
        let status = UIWindow(frame: .zero)
        status.windowLevel = .statusBar
        let windows = host.application.windows
        #expect(windows.count == 4)
        #expect(windows[0] === host.window && windows[1] === second)
        #expect(windows[2] === status && windows[3] === alert)
    }

    @Test func inputWithNoKeyWindowIsReported() {
        let application = AppRuntime().application
        let diagnostics = Diagnostics.record {
            application.handle(PointerInput(phase: .down, location: .zero))
        }
        #expect(diagnostics.map(\.code) == ["touch.noWindow"])
    }

    @Test func inputGoesToTheKeyWindowByDefault() {
        let host = TestHost()
        let log = EventLog()
        let view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        log.clear()
        host.application.handle(PointerInput(id: 9, phase: .down, location: CGPoint(x: 5, y: 5)))
        host.application.handle(PointerInput(id: 9, phase: .up, location: CGPoint(x: 5, y: 5)))
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
    }

    @Test func sendActionToATarget() {
        let host = TestHost()
        let target = ActionView()
        #expect(host.application.sendAction(save, to: target, from: nil, for: nil))
        #expect(target.received == ["save"])
    }

    @Test func sendActionToATargetThatDoesNotImplementItIsReported() {
        let host = TestHost()
        var result = true
        let diagnostics = Diagnostics.record {
            result = host.application.sendAction(save, to: UIView(), from: nil, for: nil)
        }
        #expect(!result)
        #expect(diagnostics.map(\.code) == ["action.unrecognizedSelector"])
    }

    @Test func nilTargetStartsAtTheFirstResponder() {
        let host = TestHost()
        let focused = ActionView()
        let senderChain = ActionView()
        let sender = UIView()
        host.window.addSubview(focused)
        host.window.addSubview(senderChain)
        senderChain.addSubview(sender)
        focused.becomeFirstResponder()
        #expect(host.application.sendAction(save, to: nil, from: sender, for: nil))
        #expect(focused.received == ["save"])
        #expect(senderChain.received.isEmpty)
    }

    @Test func nilTargetWithoutFirstResponderWalksTheSendersChain() {
        let host = TestHost()
        let handler = ActionView()
        let sender = UIView()
        host.window.addSubview(handler)
        handler.addSubview(sender)
        #expect(host.application.sendAction(save, to: nil, from: sender, for: nil))
        #expect(handler.received == ["save"])
    }

    @Test func theApplicationEndsTheChain() {
        let application = ActionApplication()
        let host = TestHost(application: application)
        let sender = UIView()
        host.window.addSubview(sender)
        #expect(application.sendAction(Selector("save:", ActionApplication.save), to: nil, from: sender, for: nil))
        #expect(application.received == ["save"])
    }

    @Test func nilTargetNotFoundIsReportedAndReturnsFalse() {
        let host = TestHost()
        let sender = UIView()
        host.window.addSubview(sender)
        var result = true
        let diagnostics = Diagnostics.record {
            result = host.application.sendAction(save, to: nil, from: sender, for: nil)
        }
        #expect(!result)
        #expect(diagnostics.map(\.code) == ["action.noTarget"])
    }

    @Test func multiTapSettingsHaveTheDocumentedDefaults() {
        let application = UIApplication()
        #expect(application.multiTapInterval == 0.35)
        #expect(application.multiTapDistance == 45)
    }
}
