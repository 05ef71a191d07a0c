import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// What UIKit's navigation bars and alerts tell assistive technologies: a bar is identified by its
/// title, which is a header, with its buttons beside it; an alert is modal and named by its title;
/// a presentation hides what it covers.
@MainActor
@Suite struct BarAndAlertAccessibilityTests {
    private func navigationStack() -> (TestHost, UINavigationController, UIBarButtonItem) {
        let host = TestHost()
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let message = UIViewController()
        message.title = "Message"
        let reply = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
        message.navigationItem.rightBarButtonItem = reply
        let navigation = UINavigationController(rootViewController: inbox)
        host.window.rootViewController = navigation
        navigation.pushViewController(message, animated: false)
        host.window.layoutIfNeeded()
        return (host, navigation, reply)
    }

    @Test func aNavigationBarIsIdentifiedByItsTitle() {
        let (_, navigation, _) = navigationStack()
        #expect(navigation.navigationBar.accessibilityIdentifier == "Message")
    }

    @Test func aNavigationBarsElementsAreTheBackButtonTheTitleHeaderAndItsItemsLeftToRight() throws {
        let (_, navigation, _) = navigationStack()
        let elements = try #require(navigation.navigationBar.accessibilityElements)
        #expect(elements.count == 3)
        let back = try #require(elements[0] as? UIView)
        #expect(back.accessibilityLabel == "Inbox")
        #expect(back.accessibilityTraits == .button)
        let title = try #require(elements[1] as? UIAccessibilityElement)
        #expect(title.accessibilityLabel == "Message")
        #expect(title.accessibilityTraits.contains(.header))
        #expect(title.isAccessibilityElement)
        #expect(abs(title.accessibilityFrame.midX - 393 / 2) < 1)
        let reply = try #require(elements[2] as? UIView)
        #expect(reply.accessibilityLabel == "Reply")
        #expect(reply.accessibilityFrame.minX > title.accessibilityFrame.maxX - 1)
    }

    @Test func aBarButtonItemsAccessibilityValuesReachItsView() throws {
        let (_, navigation, reply) = navigationStack()
        reply.accessibilityLabel = "Reply to sender"
        reply.accessibilityIdentifier = "reply"
        reply.accessibilityHint = "Opens a reply"
        reply.isEnabled = false
        let view = try #require(navigation.navigationBar.accessibilityElements?.last as? UIView)
        #expect(view.accessibilityLabel == "Reply to sender")
        #expect(view.accessibilityIdentifier == "reply")
        #expect(view.accessibilityHint == "Opens a reply")
        #expect(view.accessibilityTraits == [.button, .notEnabled])
    }

    @Test func anAlertIsModalAndNamedByItsTitle() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let alert = UIAlertController(title: "Delete draft?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: true)
        host.advance(by: 1)
        #expect(alert.view.accessibilityViewIsModal)
        #expect(alert.view.accessibilityLabel == "Delete draft?")
        #expect(!alert.view.isAccessibilityElement)
    }

    @Test func aPresentationIsModalForAccessibility() throws {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        host.advance(by: 1)
        var ancestor = sheet.view.superview
        while let view = ancestor, !view.accessibilityViewIsModal { ancestor = view.superview }
        let modal = try #require(ancestor)
        #expect(modal !== host.window)
        #expect(!root.view.isDescendant(of: modal))
    }

    @Test func postedNotificationsAreRecordedInOrder() {
        let host = TestHost()
        let label = UILabel()
        UIAccessibility.post(notification: .screenChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Download finished")
        #expect(host.postedAccessibilityNotifications.map(\.notification) == [.screenChanged, .announcement])
        #expect((host.postedAccessibilityNotifications[0].argument as? UILabel) === label)
        #expect(host.postedAccessibilityNotifications.compactMap(\.announcement) == ["Download finished"])
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func anElementsFrameFollowsItsContainerView() {
        let host = TestHost()
        let chart = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        host.window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 50, width: 20, height: 50)
        #expect(bar.accessibilityFrame == CGRect(x: 30, y: 150, width: 20, height: 50))
        chart.frame.origin.y = 0
        #expect(bar.accessibilityFrame == CGRect(x: 30, y: 50, width: 20, height: 50))
        #expect((bar.accessibilityContainer as? UIView) === chart)
        #expect(!bar.isAccessibilityElement)
        #expect(!bar.accessibilityActivate())
    }
}
