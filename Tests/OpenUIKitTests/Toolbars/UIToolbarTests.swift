import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIToolbarTests {
    /// Counts the actions its toolbar buttons send.
    final class Composer: UIViewController {
        var sent: [String] = []
        func send(_ sender: UIBarButtonItem) { sent.append(sender.title ?? "?") }
    }

    @Test func flexibleSpacesShareTheWidthTheButtonsLeave() {
        let host = TestHost()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 400, width: 393, height: 44))
        toolbar.items = [
            UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(title: "Middle", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil),
        ]
        host.window.addSubview(toolbar)
        let buttons = host.toolbars.buttons
        let left = buttons["Left"].frame, middle = buttons["Middle"].frame, right = buttons["Right"].frame
        #expect(left.minX == 8, "the first button sits at the 8-point margin")
        #expect(abs(right.maxX - 385) <= 1, "the last one at the right margin")
        #expect(abs((middle.minX - left.maxX) - (right.minX - middle.maxX)) <= 1, "the two spaces are equal")
        #expect(left.height == 44 && left.minY == 400)
    }

    @Test func aFixedSpaceKeepsItsWidth() {
        let host = TestHost()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 400, width: 393, height: 44))
        toolbar.items = [
            UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil),
            .fixedSpace(30),
            UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil),
        ]
        host.window.addSubview(toolbar)
        let one = host.toolbars.buttons["One"].frame, two = host.toolbars.buttons["Two"].frame
        #expect(abs(two.minX - one.maxX - 30) <= 1)
    }

    @Test func aNavigationControllersToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() {
        let host = TestHost()
        let composer = Composer()
        let sendAction = Selector("send:", Composer.send)
        composer.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Send", style: .done, target: composer, action: sendAction)]
        let navigation = UINavigationController(rootViewController: composer)
        host.window.rootViewController = navigation
        #expect(navigation.isToolbarHidden, "hidden by default, as UIKit")
        #expect(!navigation.view.subviews.contains { $0 is UIToolbar }, "no toolbar view until one is asked for")
        #expect(composer.view.frame == CGRect(x: 0, y: 44, width: 393, height: 808))
        navigation.setToolbarHidden(false, animated: true)
        host.window.layoutIfNeeded()
        // iPhone 15: the 44-point row over the 34-point home indicator area.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
        #expect(composer.view.frame == CGRect(x: 0, y: 44, width: 393, height: 730))
        host.toolbars.buttons["Send"].tap()
        #expect(composer.sent == ["Send"])

        let next = UIViewController()
        next.toolbarItems = [UIBarButtonItem(title: "Other", style: .plain, target: nil, action: nil)]
        navigation.pushViewController(next, animated: false)
        #expect(host.toolbars.buttons["Other"].exists)
        #expect(!host.toolbars.buttons["Send"].exists)
        navigation.popViewController(animated: false)
        #expect(host.toolbars.buttons["Send"].exists)
        composer.setToolbarItems([UIBarButtonItem(title: "Changed", style: .plain, target: nil, action: nil)], animated: true)
        #expect(host.toolbars.buttons["Changed"].exists)
    }

    @Test func theToolbarIs32PointsInACompactHeightAndUsesItsCompactAppearance() {
        let host = TestHost(orientation: .landscapeLeft)
        let toolbar = UIToolbar(frame: .zero)
        let compact = UIToolbarAppearance()
        compact.configureWithOpaqueBackground()
        compact.backgroundColor = .systemYellow
        toolbar.compactAppearance = compact
        compact.backgroundColor = .systemRed
        host.window.addSubview(toolbar)
        #expect(toolbar.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 500, height: 32))
        toolbar.frame = CGRect(x: 0, y: 0, width: 500, height: 32)
        let fills = host.render().commands.compactMap { command -> UIColor? in
            if case .fill(_, let color, _) = command { return color }
            return nil
        }
        #expect(fills.contains(UIColor.systemYellow.resolvedColor(with: toolbar.traitCollection)), "the copy assigned is drawn")
        #expect(!fills.contains(UIColor.systemRed.resolvedColor(with: toolbar.traitCollection)))
    }
}
