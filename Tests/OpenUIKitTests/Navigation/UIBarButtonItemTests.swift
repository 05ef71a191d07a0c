import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
final class ItemTarget {
    var senders: [UIBarButtonItem] = []
    var events: [UIEvent?] = []
    func tapped(_ sender: UIBarButtonItem, event: UIEvent?) {
        senders.append(sender)
        events.append(event)
    }
}

@MainActor
@Suite struct UIBarButtonItemTests {
    /// A navigation controller on screen whose top item shows `items` on the right.
    private func show(_ items: [UIBarButtonItem], title: String = "Title") -> (TestHost, UINavigationController) {
        let host = TestHost()
        let top = UIViewController()
        top.title = title
        top.navigationItem.rightBarButtonItems = items
        let navigation = UINavigationController(rootViewController: top)
        host.window.rootViewController = navigation
        return (host, navigation)
    }

    private func tap(_ text: String, in host: TestHost) throws {
        let frame = try #require(host.render().windowFrame(ofText: text))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test func targetActionSendsTheItemAsSender() throws {
        let target = ItemTarget()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: target,
                                   action: Selector("tapped:forEvent:", ItemTarget.tapped))
        let (host, _) = show([item])
        try tap("Send", in: host)
        #expect(target.senders.count == 1)
        #expect(target.senders.first === item)
        #expect(target.events.first??.type == .touches)
    }

    @Test func thePrimaryActionRunsInsteadOfTargetAction() throws {
        let target = ItemTarget()
        var actionSenders: [Any?] = []
        let item = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in actionSenders.append(action.sender) })
        defer { actionSenders = [] }  // the item holds the action, whose closure holds the item it saw: break the cycle
        item.target = target
        item.action = Selector("tapped:forEvent:", ItemTarget.tapped)
        let (host, _) = show([item])
        try tap("+", in: host)
        #expect(actionSenders.count == 1)
        #expect((actionSenders.first as? UIBarButtonItem) === item)
        #expect(target.senders.isEmpty)
    }

    @Test func aDisabledItemIgnoresTapsAndDrawsGray() throws {
        let target = ItemTarget()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: target,
                                   action: Selector("tapped:forEvent:", ItemTarget.tapped))
        item.isEnabled = false
        let (host, _) = show([item])
        #expect(host.render().textRuns.first { $0.text == "Send" }?.color == .systemGray)
        try tap("Send", in: host)
        #expect(target.senders.isEmpty)
        item.isEnabled = true
        host.advance(by: 1)
        #expect(host.render().textRuns.first { $0.text == "Send" }?.color == .systemBlue)
        try tap("Send", in: host)
        #expect(target.senders.count == 1)
    }

    @Test func draggingAwayBeforeLiftingSendsNothing() throws {
        let target = ItemTarget()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: target,
                                   action: Selector("tapped:forEvent:", ItemTarget.tapped))
        let (host, _) = show([item])
        let frame = try #require(host.render().windowFrame(ofText: "Send"))
        let start = CGPoint(x: frame.midX, y: frame.midY)
        let id = host.touchDown(at: start)
        #expect(host.render().textRuns.first { $0.text == "Send" }?.color == UIColor.systemBlue.multiplyingAlpha(by: 0.2),
                "highlighted while pressed")
        host.send(.move, at: CGPoint(x: start.x - 200, y: start.y + 300), pointer: id)
        #expect(host.render().textRuns.first { $0.text == "Send" }?.color == .systemBlue)
        host.send(.up, at: CGPoint(x: start.x - 200, y: start.y + 300), pointer: id)
        #expect(target.senders.isEmpty)
    }

    @Test(arguments: [(UIBarButtonItem.SystemItem.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"), (.save, "Save"),
                      (.add, "+"), (.undo, "Undo"), (.redo, "Redo")])
    func systemItemsShowUIKitsTitles(systemItem: UIBarButtonItem.SystemItem, title: String) {
        let item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
        #expect(item.title == nil, "as in UIKit, the system title is not the item's title")
        #expect(item.systemItem == systemItem)
        let (host, _) = show([item])
        #expect(host.render().texts.contains(title))
    }

    @Test func doneIsDrawnSemiboldAndPlainRegular() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let plain = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
        let (host, _) = show([done, plain])
        let runs = host.render().textRuns
        #expect(runs.first { $0.text == "Done" }?.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(runs.first { $0.text == "Plain" }?.font == .systemFont(ofSize: 17))
        let doneFrame = host.render().windowFrame(ofText: "Done")
        let plainFrame = host.render().windowFrame(ofText: "Plain")
        #expect((doneFrame?.minX ?? 0) > (plainFrame?.minX ?? 0), "the first right item is the rightmost")
    }

    @Test func changingATitleRedrawsTheItem() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (host, _) = show([item])
        #expect(host.render().texts.contains("Edit"))
        item.title = "Done"
        let texts = host.render().texts
        #expect(texts.contains("Done") && !texts.contains("Edit"))
    }

    @Test func anImageItemDrawsItsImage() {
        let image = UIImage(size: CGSize(width: 22, height: 22))
        let item = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        let (host, _) = show([item])
        #expect(host.render().images.contains { $0 === image })
    }
}
