import Testing
import OpenUIKit
import OpenUIKitTesting

/// An alert's view may outlive its controller, as any view controller's may in UIKit: laying it out or
/// tapping its buttons afterwards does nothing rather than reading a freed controller.
@MainActor
@Suite struct AlertViewLifetimeTests {
    @Test func anAlertsViewKeptPastItsControllerLaysOutAndIgnoresTaps() throws {
        let host = TestHost()
        var chosen = 0
        weak var weakAlert: UIAlertController?
        let view: UIView
        do {
            let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen += 1 })
            view = try #require(alert.view)
            weakAlert = alert
        }
        #expect(weakAlert == nil, "the view does not keep its controller alive")
        view.frame = CGRect(x: 0, y: 0, width: 270, height: 200)
        host.window.addSubview(view)
        view.layoutIfNeeded()
        var pending: [UIView] = [view]
        var buttons: [UIButton] = []
        while let next = pending.popLast() {
            if let button = next as? UIButton { buttons.append(button) }
            pending.append(contentsOf: next.subviews)
        }
        // Raw taps where the buttons are: with no controller they have no size, so `tap(_:)` would
        // refuse them as unreachable.
        for button in buttons { host.tap(at: host.center(of: button)) }
        #expect(chosen == 0)
    }
}
