import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `NotificationCenter.addObserver(_:selector:name:object:)` as UIKit code uses it (Apple's
/// NotificationCenter documentation): the selector is sent with the notification, only for the name
/// and sender asked for; `removeObserver(_:)` / `removeObserver(_:name:object:)` with the observer
/// end it; and since iOS 9 a deallocated observer is not retained and receives nothing.
@MainActor
@Suite struct NotificationCenterSelectorObserverTests {
    static let ping = Notification.Name("NotificationCenterSelectorObserverTests.ping")
    static let pong = Notification.Name("NotificationCenterSelectorObserverTests.pong")

    final class Listener {
        var received: [String] = []
        var legacy: [Int] = []
        var bare = 0
        func heard(_ notification: Notification) { received.append("\(notification.name.rawValue):\(notification.userInfo?["n"] ?? "-")") }
        func heardLegacy(_ notification: NSNotification) { legacy.append(notification.userInfo?["n"] as? Int ?? -1) }
        func heardBare() { bare += 1 }
    }

    private let center = NotificationCenter()

    @Test func theSelectorIsSentTheNotificationForTheNameAskedFor() {
        let listener = Listener()
        center.addObserver(listener, selector: Selector("heard:", Listener.heard), name: Self.ping, object: nil)
        center.addObserver(listener, selector: Selector("heardLegacy:", Listener.heardLegacy), name: Self.ping, object: nil)
        center.addObserver(listener, selector: Selector("heardBare", Listener.heardBare), name: Self.pong, object: nil)
        center.post(name: Self.ping, object: nil, userInfo: ["n": 1])
        center.post(name: Self.pong, object: nil)
        #expect(listener.received == ["\(Self.ping.rawValue):1"])
        #expect(listener.legacy == [1], "a method taking NSNotification receives it too")
        #expect(listener.bare == 1)
    }

    @Test func anObjectFiltersBySender() {
        let listener = Listener()
        let sender = NSObject(), other = NSObject()
        center.addObserver(listener, selector: Selector("heard:", Listener.heard), name: Self.ping, object: sender)
        center.post(name: Self.ping, object: other, userInfo: ["n": 1])
        center.post(name: Self.ping, object: sender, userInfo: ["n": 2])
        #expect(listener.received == ["\(Self.ping.rawValue):2"])
    }

    @Test func removingTheObserverEndsItsRegistrations() {
        let listener = Listener()
        center.addObserver(listener, selector: Selector("heard:", Listener.heard), name: Self.ping, object: nil)
        center.addObserver(listener, selector: Selector("heardBare", Listener.heardBare), name: Self.pong, object: nil)
        center.removeObserver(listener, name: Self.pong, object: nil)
        center.post(name: Self.pong, object: nil)
        center.post(name: Self.ping, object: nil, userInfo: ["n": 1])
        #expect(listener.bare == 0, "removed for that name only")
        #expect(listener.received.count == 1)
        center.removeObserver(listener)
        center.post(name: Self.ping, object: nil, userInfo: ["n": 2])
        #expect(listener.received.count == 1)
        #expect(SelectorNotificationObservation.count(of: listener, on: center) == 0)
    }

    @Test func theObserverIsNotRetainedAndADeallocatedOneReceivesNothing() {
        var listener: Listener? = Listener()
        weak let weakListener = listener
        center.addObserver(listener!, selector: Selector("heard:", Listener.heard), name: Self.ping, object: nil)
        listener = nil
        #expect(weakListener == nil, "the center does not retain its observer (iOS 9 and later)")
        center.post(name: Self.ping, object: nil)
        // The registration went with the post; a new observer at any address starts clean.
        let next = Listener()
        center.addObserver(next, selector: Selector("heard:", Listener.heard), name: Self.ping, object: nil)
        center.post(name: Self.ping, object: nil, userInfo: ["n": 3])
        #expect(next.received == ["\(Self.ping.rawValue):3"])
    }

    /// The keyboard handler most UIKit forms have, as written for iOS: the selector form, with the end
    /// frame and duration from `userInfo`; the notifications in iOS's order.
    @Test func aFormHearsTheKeyboardNotificationsInIOSOrder() {
        final class Form {
            var heard: [Notification.Name] = []
            var endFrame: CGRect?
            var curve: UIView.AnimationCurve?
            func keyboardWillChange(_ notification: Notification) {
                heard.append(notification.name)
                endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                curve = (notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int).flatMap(UIView.AnimationCurve.init(rawValue:))
            }
            func keyboardEvent(_ notification: Notification) { heard.append(notification.name) }
        }
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        host.window.addSubview(field)
        let form = Form()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidChangeFrameNotification,
                     UIResponder.keyboardDidShowNotification]
        NotificationCenter.default.addObserver(form, selector: Selector("keyboardWillChange:", Form.keyboardWillChange),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        for name in names {
            NotificationCenter.default.addObserver(form, selector: Selector("keyboardEvent:", Form.keyboardEvent), name: name, object: nil)
        }
        defer { NotificationCenter.default.removeObserver(form) }
        host.tap(field)
        host.advance(by: 0.5)
        #expect(form.heard == [UIResponder.keyboardWillChangeFrameNotification] + names)
        #expect(form.endFrame == host.runtime.keyboard.frame)
        #expect(form.curve == .easeInOut)
    }
}
