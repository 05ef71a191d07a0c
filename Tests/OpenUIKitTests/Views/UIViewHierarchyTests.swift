import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewHierarchyTests {
    private func views(_ count: Int) -> [UIView] { (0..<count).map { _ in UIView() } }

    @Test func addSubviewAppendsAtTheFrontAndSetsSuperview() {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(same(parent.subviews, [a, b]))
        #expect(a.superview === parent && b.superview === parent)
    }

    @Test func insertAtIndexIsClampedToTheValidRange() {
        let parent = UIView()
        let v = views(4)
        parent.addSubview(v[0])
        parent.insertSubview(v[1], at: 0)
        #expect(same(parent.subviews, [v[1], v[0]]))
        parent.insertSubview(v[2], at: 99)
        #expect(same(parent.subviews, [v[1], v[0], v[2]]))
        parent.insertSubview(v[3], at: -5)
        #expect(same(parent.subviews, [v[3], v[1], v[0], v[2]]))
    }

    @Test func insertAboveAndBelowASibling() {
        let parent = UIView()
        let v = views(5)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], aboveSubview: v[0])
        #expect(same(parent.subviews, [v[0], v[2], v[1]]))
        parent.insertSubview(v[3], belowSubview: v[0])
        #expect(same(parent.subviews, [v[3], v[0], v[2], v[1]]))
        // A sibling that is not a subview: the view is added at the front.
        parent.insertSubview(v[4], belowSubview: UIView())
        #expect(parent.subviews.last === v[4])
    }

    @Test func insertAboveAndBelowMoveAnExistingSubview() {
        let parent = UIView()
        let v = views(4)
        v.forEach(parent.addSubview)
        parent.insertSubview(v[0], aboveSubview: v[1])
        #expect(same(parent.subviews, [v[1], v[0], v[2], v[3]]))
        parent.insertSubview(v[3], belowSubview: v[0])
        #expect(same(parent.subviews, [v[1], v[3], v[0], v[2]]))
        parent.insertSubview(v[1], aboveSubview: v[2])
        #expect(same(parent.subviews, [v[3], v[0], v[2], v[1]]))
        parent.insertSubview(v[1], belowSubview: v[3])
        #expect(same(parent.subviews, [v[1], v[3], v[0], v[2]]))
        // Above or below itself: as above a view that is not a subview, to the front.
        parent.insertSubview(v[3], aboveSubview: v[3])
        #expect(same(parent.subviews, [v[1], v[0], v[2], v[3]]))
    }

    @Test func insertAtIndexMovesAnExistingSubviewToThatIndex() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.insertSubview(v[0], at: 1)
        #expect(same(parent.subviews, [v[1], v[0], v[2]]))
    }

    @Test func removeFromSuperviewDetaches() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        child.removeFromSuperview()  // no superview: nothing happens
        #expect(child.superview == nil)
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.bringSubviewToFront(v[0])
        #expect(same(parent.subviews, [v[1], v[2], v[0]]))
        parent.sendSubviewToBack(v[2])
        #expect(same(parent.subviews, [v[2], v[1], v[0]]))
        parent.bringSubviewToFront(UIView())  // not a subview: ignored
        #expect(same(parent.subviews, [v[2], v[1], v[0]]))
    }

    @Test func exchangeSubviews() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(same(parent.subviews, [v[2], v[1], v[0]]))
    }

    @Test(arguments: [(0, 3), (-1, 0), (5, 6)])
    func exchangeOutOfRangeIsReportedAndChangesNothing(indexes: (Int, Int)) {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        let diagnostics = Diagnostics.record { parent.exchangeSubview(at: indexes.0, withSubviewAt: indexes.1) }
        #expect(diagnostics.map(\.code) == ["view.exchangeOutOfRange"])
        #expect(same(parent.subviews, v))
    }

    @Test func readdingMovesToFrontWithoutNotifications() {
        let log = EventLog()
        let parent = LoggingView("parent", log: log)
        let a = LoggingView("a", log: log)
        let b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        log.clear()
        parent.addSubview(a)
        #expect(same(parent.subviews, [b, a]))
        #expect(log.entries.isEmpty)
    }

    @Test func addingAnAncestorOrSelfIsRefusedWithAnError() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        let diagnostics = Diagnostics.record {
            leaf.addSubview(root)
            middle.insertSubview(middle, at: 0)
        }
        #expect(diagnostics.map(\.code) == ["view.addSubviewCycle", "view.addSubviewCycle"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(root.superview == nil)
        #expect(same(root.subviews, [middle]))
        #expect(same(middle.subviews, [leaf]))
        #expect(leaf.subviews.isEmpty)
    }

    @Test func isDescendantOf() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!root.isDescendant(of: grandchild))
        #expect(!child.isDescendant(of: UIView()))
    }

    @Test func windowIsTheRootWindowIfAny() {
        let host = TestHost()
        let container = UIView()
        let leaf = UIView()
        container.addSubview(leaf)
        #expect(leaf.window == nil)
        host.window.addSubview(container)
        #expect(leaf.window === host.window)
        #expect(host.window.window === host.window)
        container.removeFromSuperview()
        #expect(leaf.window == nil)
    }

    @Test func viewWithTagSearchesSelfThenDepthFirst() {
        let root = UIView()
        let first = UIView()
        let deep = UIView()
        let second = UIView()
        root.addSubview(first)
        first.addSubview(deep)
        root.addSubview(second)
        deep.tag = 7
        second.tag = 7
        #expect(root.viewWithTag(7) === deep)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(42) == nil)
        second.tag = 3
        #expect(root.viewWithTag(3) === second)
    }

    // MARK: Notification order

    @Test func addingToAWindowedSuperviewNotifiesInUIKitsOrder() {
        let host = TestHost()
        let log = EventLog()
        let parent = LoggingView("parent", log: log)
        host.window.addSubview(parent)
        let child = LoggingView("child", log: log)
        let grandchild = LoggingView("grandchild", log: log)
        child.addSubview(grandchild)
        log.clear()
        parent.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(parent)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
    }

    @Test func addingOutsideAnyWindowSendsNoWindowNotifications() {
        let log = EventLog()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(parent)", "child.didMoveToSuperview",
                                "parent.didAddSubview(child)"])
    }

    @Test func removingFromAWindowNotifiesInUIKitsOrder() {
        let host = TestHost()
        let log = EventLog()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        let grandchild = LoggingView("grandchild", log: log)
        host.window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == [
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)", "grandchild.willMoveToWindow(nil)",
            "parent.willRemoveSubview(child)",
            "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
            "child.didMoveToSuperview",
        ])
    }

    @Test func movingBetweenSuperviewsOfOneWindowSkipsWindowNotifications() {
        let host = TestHost()
        let log = EventLog()
        let first = LoggingView("first", log: log)
        let second = LoggingView("second", log: log)
        let child = LoggingView("child", log: log)
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.addSubview(child)
        log.clear()
        second.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(second)",
            "first.willRemoveSubview(child)",
            "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
        #expect(first.subviews.isEmpty)
        #expect(same(second.subviews, [child]))
    }

    @Test func movingBetweenWindowsNotifiesTheNewWindow() {
        let host = TestHost()
        let other = UIWindow(frame: host.window.frame)
        let log = EventLog()
        let first = LoggingView("first", log: log)
        let second = LoggingView("second", log: log)
        let child = LoggingView("child", log: log)
        host.window.addSubview(first)
        other.addSubview(second)
        first.addSubview(child)
        log.clear()
        second.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(second)",
            "child.willMoveToWindow(window)",
            "first.willRemoveSubview(child)",
            "child.didMoveToWindow(window)",
            "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
        #expect(child.window === other)
    }

    /// `superview` is not a weak reference (see UIView.superview); a superview that goes away still
    /// leaves its subviews with no superview, as a weak reference would.
    @Test func aDeallocatedSuperviewLeavesItsSubviewsWithoutOne() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func aSubviewMovedToAnotherParentKeepsItWhenTheOldOneGoesAway() {
        let child = UIView(frame: .zero)
        let newParent = UIView(frame: .zero)
        do {
            let oldParent = UIView(frame: .zero)
            oldParent.addSubview(child)
            newParent.addSubview(child)
        }
        #expect(child.superview === newParent)
    }
}
