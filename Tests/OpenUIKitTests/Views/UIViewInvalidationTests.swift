import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Each kind of change (geometry, hierarchy, content, visibility, order) must clear the caches it
/// makes stale, as UIKit's views answer hit tests, draw and lay out from their current state: a test
/// per kind that fails when the cache is left as it was (a stale hit test, a stale drawn area or
/// content, a missed layout).
@MainActor
@Suite struct UIViewInvalidationTests {
    final class LayoutCountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    /// A container in the window with 40 buttons in a row (enough for a hit-test grid), each 20×20.
    private func grid(in host: TestHost) -> (container: UIView, buttons: [UIButton]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(container)
        let buttons = (0..<40).map { index in
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: CGFloat(index % 10) * 30, y: CGFloat(index / 10) * 30, width: 20, height: 20)
            container.addSubview(button)
            return button
        }
        #expect(buttons.count >= SubviewGrid.minimumSubviewCount)
        return (container, buttons)
    }

    @Test func aNewFrameIsHitWhereItNowIs() {
        let host = TestHost()
        let (container, buttons) = grid(in: host)
        #expect(container.hitTest(CGPoint(x: 5, y: 5), with: nil) === buttons[0])  // builds the grid
        buttons[0].frame = CGRect(x: 350, y: 350, width: 20, height: 20)
        #expect(container.hitTest(CGPoint(x: 355, y: 355), with: nil) === buttons[0])
        #expect(container.hitTest(CGPoint(x: 5, y: 5), with: nil) === container)
        host.window._checkInvariants()
    }

    @Test func aNewCenterIsHitWhereItNowIs() {
        let host = TestHost()
        let (container, buttons) = grid(in: host)
        _ = container.hitTest(.zero, with: nil)
        buttons[3].center = CGPoint(x: 360, y: 250)
        #expect(container.hitTest(CGPoint(x: 360, y: 250), with: nil) === buttons[3])
    }

    @Test func aSubviewBroughtToFrontIsHitFirst() {
        let host = TestHost()
        let (container, buttons) = grid(in: host)
        buttons[5].frame = buttons[6].frame
        #expect(container.hitTest(CGPoint(x: buttons[6].frame.midX, y: buttons[6].frame.midY), with: nil) === buttons[6])
        container.bringSubviewToFront(buttons[5])
        #expect(container.hitTest(CGPoint(x: buttons[6].frame.midX, y: buttons[6].frame.midY), with: nil) === buttons[5])
    }

    @Test func aRemovedSubviewIsNoLongerHit() {
        let host = TestHost()
        let (container, buttons) = grid(in: host)
        _ = container.hitTest(.zero, with: nil)
        buttons[2].removeFromSuperview()
        #expect(container.hitTest(CGPoint(x: 65, y: 5), with: nil) === container)
    }

    /// A 50×50 view at `origin` in a window, with a 10×10 subview at `childOrigin`.
    private func parentAndChild(at origin: CGPoint, childAt childOrigin: CGPoint) -> (TestHost, UIView, UIView) {
        let host = TestHost()
        let parent = UIView(frame: CGRect(origin: origin, size: CGSize(width: 50, height: 50)))
        let child = UIView(frame: CGRect(origin: childOrigin, size: CGSize(width: 10, height: 10)))
        host.window.addSubview(parent)
        parent.addSubview(child)
        return (host, parent, child)
    }

    @Test func aMovedSubviewWidensItsAncestorsDrawnArea() {
        let (host, parent, child) = parentAndChild(at: .zero, childAt: .zero)
        #expect(child.window === host.window)
        #expect(parent.renderedExtent == CGRect(x: 0, y: 0, width: 50, height: 50))
        child.frame.origin = CGPoint(x: 100, y: 0)
        #expect(parent.renderedExtent == CGRect(x: 0, y: 0, width: 110, height: 50))
        // A bounds origin moves the subviews drawn inside.
        parent.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(parent.renderedExtent == CGRect(x: 10, y: 0, width: 100, height: 50))
    }

    /// The window's dirty rectangle after `change` to a 10×10 view at (10, 10) in a fresh window.
    private func damage(after change: (UIView) -> Void) -> CGRect? {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.window.takeDirtyRect()
        change(view)
        return host.window.takeDirtyRect()
    }

    @Test func aMoveDamagesTheOldAndTheNewArea() {
        #expect(damage { $0.frame.origin.x = 100 } == CGRect(x: 10, y: 10, width: 100, height: 10))
    }

    @Test func contentAndAlphaDamageTheArea() {
        #expect(damage { $0.backgroundColor = .blue } == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(damage { $0.alpha = 0.5 } == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(damage { $0.isHidden = true } == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func newContentIsRecorded() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.backgroundColor = .red
        let before = view.contentDisplayList.commands
        view.backgroundColor = .blue
        #expect(view.contentDisplayList.commands != before)
    }

    @Test func aViewMovedToAnotherSuperviewIsStillLaidOut() {
        let host = TestHost()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let moved = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.addSubview(moved)
        host.window.layoutIfNeeded()
        let layouts = moved.layouts
        moved.setNeedsLayout()
        second.addSubview(moved)
        host.window._checkInvariants()
        host.window.layoutIfNeeded()
        #expect(moved.layouts == layouts + 1)
    }

    @Test func aResizedViewIsLaidOut() {
        let host = TestHost()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.window.layoutIfNeeded()
        let layouts = view.layouts
        view.bounds.size = CGSize(width: 20, height: 20)
        host.window.layoutIfNeeded()
        #expect(view.layouts == layouts + 1)
    }

    @Test func aCachedWindowPathFollowsAGeometryChange() {
        let (host, parent, child) = parentAndChild(at: CGPoint(x: 10, y: 10), childAt: CGPoint(x: 5, y: 5))
        #expect(child.windowPath().window === host.window)
        #expect(child.windowPath().offset == CGPoint(x: 15, y: 15))
        parent.center.x += 100
        #expect(child.windowPath().offset == CGPoint(x: 115, y: 15))
    }
}
