import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class RecordingApplication: UIApplication {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("app.touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("app.touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("app.touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("app.touchesCancelled") }
}

@MainActor
private final class FocusView: UIView {
    var acceptsFocus = true
    var allowsResign = true
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { acceptsFocus }
    override var canResignFirstResponder: Bool { allowsResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

@MainActor
@Suite struct UIResponderTests {
    @Test func unhandledTouchesTravelViewSuperviewWindowApplication() {
        let application = RecordingApplication()
        let host = TestHost(application: application)
        let log = EventLog()
        let outer = LoggingView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = LoggingView("inner", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.touchesHandled = false
        inner.touchesHandled = false
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // no override at all
        host.window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(plain)
        log.clear()
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), steps: 1)
        let id = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.send(.cancel, at: CGPoint(x: 10, y: 10), pointer: id)
        #expect(log.entries == [
            "inner.touchesBegan(1)", "outer.touchesBegan(1)",
            "inner.touchesMoved(1)", "outer.touchesMoved(1)",
            "inner.touchesEnded(1)", "outer.touchesEnded(1)",
            "inner.touchesBegan(1)", "outer.touchesBegan(1)",
            "inner.touchesCancelled(1)", "outer.touchesCancelled(1)",
        ])
        #expect(application.log == ["app.touchesBegan", "app.touchesMoved", "app.touchesEnded",
                                    "app.touchesBegan", "app.touchesCancelled"])
    }

    @Test func theNextChain() {
        let host = TestHost()
        let outer = UIView()
        let inner = UIView()
        host.window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.next === outer)
        #expect(outer.next === host.window)
        #expect(host.window.next === host.application)
        #expect(host.application.next == nil)
        #expect(UIResponder().next == nil)
        #expect(UIView().next == nil)
    }

    @Test func becomeFirstResponderRequiresConsent() {
        let host = TestHost()
        let plain = UIView()
        host.window.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(host.application.firstResponder == nil)

        let field = FocusView()
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.becomeFirstResponder())  // already: still true, nothing resigns
        #expect(field.resignCalls == 0)
    }

    @Test func aViewOutsideAnyWindowCannotBecomeFirstResponder() {
        let host = TestHost()
        let field = FocusView()
        #expect(!field.becomeFirstResponder())
        #expect(host.application.firstResponder == nil)
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
    }

    @Test func becomingFirstResponderMakesTheCurrentOneResign() {
        let host = TestHost()
        let first = FocusView()
        let second = FocusView()
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.becomeFirstResponder()
        #expect(second.becomeFirstResponder())
        #expect(first.resignCalls == 1)
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
    }

    @Test func aResponderThatRefusesToResignKeepsFirstResponder() {
        let host = TestHost()
        let stubborn = FocusView()
        let other = FocusView()
        host.window.addSubview(stubborn)
        host.window.addSubview(other)
        stubborn.becomeFirstResponder()
        stubborn.allowsResign = false
        #expect(!other.becomeFirstResponder())
        #expect(stubborn.isFirstResponder)
        #expect(!stubborn.resignFirstResponder())
        #expect(stubborn.isFirstResponder)
        stubborn.allowsResign = true
        #expect(stubborn.resignFirstResponder())
        #expect(!stubborn.isFirstResponder)
        #expect(host.application.firstResponder == nil)
    }

    @Test func resigningWhenNotFirstResponderChangesNothing() {
        let host = TestHost()
        let first = FocusView()
        let other = FocusView()
        host.window.addSubview(first)
        first.becomeFirstResponder()
        #expect(other.resignFirstResponder())
        #expect(first.isFirstResponder)
    }

    @Test func aFirstResponderRemovedFromTheWindowResigns() {
        let host = TestHost()
        let container = UIView()
        let field = FocusView()
        container.addSubview(field)
        host.window.addSubview(container)
        field.becomeFirstResponder()
        field.allowsResign = false  // leaving the window wins over a refusal, as in UIKit
        container.removeFromSuperview()
        #expect(field.resignCalls == 1)
        #expect(!field.isFirstResponder)
        #expect(host.application.firstResponder == nil)
    }

    @Test func targetForActionWalksTheChain() {
        final class Handler: UIView {
            func handle() {}
        }
        let host = TestHost()
        let handler = Handler()
        let leaf = UIView()
        host.window.addSubview(handler)
        handler.addSubview(leaf)
        let action = Selector("handle", Handler.handle)
        #expect(!leaf.canPerformAction(action, withSender: nil))
        #expect(handler.canPerformAction(action, withSender: nil))
        #expect(leaf.target(forAction: action, withSender: nil) === handler)
        #expect(host.window.target(forAction: action, withSender: nil) == nil)
    }
}
