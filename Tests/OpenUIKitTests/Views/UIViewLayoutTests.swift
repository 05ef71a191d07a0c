import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewLayoutTests {
    private func makeTree(_ log: EventLog) -> (root: LoggingView, a: LoggingView, a1: LoggingView, b: LoggingView) {
        let root = LoggingView("root", log: log)
        let a = LoggingView("a", log: log)
        let a1 = LoggingView("a1", log: log)
        let b = LoggingView("b", log: log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        return (root, a, a1, b)
    }

    @Test func aNewTreeLaysOutParentsBeforeChildren() {
        let log = EventLog()
        let tree = makeTree(log)
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["root.layoutSubviews", "a.layoutSubviews", "a1.layoutSubviews", "b.layoutSubviews"])
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func onlyMarkedViewsAreLaidOut() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        log.clear()
        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        #expect(log.entries.isEmpty)  // setNeedsLayout defers
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["a1.layoutSubviews", "b.layoutSubviews"])
    }

    @Test func layoutIfNeededOnASubviewLaysOutOnlyItsSubtree() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        log.clear()
        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a.layoutIfNeeded()
        #expect(log.entries == ["a1.layoutSubviews"])
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["b.layoutSubviews"])
    }

    @Test func aSizeChangeMarksTheViewButAMoveDoesNot() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        log.clear()
        tree.a.center = CGPoint(x: 70, y: 70)
        tree.root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        tree.a.frame.size = CGSize(width: 10, height: 10)
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["a.layoutSubviews"])
    }

    @Test func addingASubviewLaysOutItAndItsNewSuperview() {
        let log = EventLog()
        let tree = makeTree(log)
        let late = LoggingView("late", log: log)
        late.layoutIfNeeded()
        tree.root.layoutIfNeeded()
        tree.a1.addSubview(late)
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["a1.layoutSubviews", "late.layoutSubviews"])
    }

    @Test func movingASubviewLaysOutBothSuperviewsAndRemovingLaysOutTheOldOne() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        tree.b.addSubview(tree.a1)
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["a.layoutSubviews", "b.layoutSubviews", "a1.layoutSubviews"])
        tree.a1.removeFromSuperview()
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["b.layoutSubviews"])
    }

    @Test func reorderingSubviewsDoesNotLayOut() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        log.clear()
        tree.root.bringSubviewToFront(tree.a)
        tree.root.exchangeSubview(at: 0, withSubviewAt: 1)
        tree.root.addSubview(tree.a)
        tree.root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func markingDuringLayoutIsHonouredByTheNextPass() {
        final class Marker: UIView {
            var runs = 0
            weak var other: UIView?
            override func layoutSubviews() {
                runs += 1
                other?.setNeedsLayout()
            }
        }
        let root = UIView()
        let first = Marker()
        let second = Marker()
        root.addSubview(first)
        root.addSubview(second)
        second.other = first  // laid out after `first`: marks it again
        root.layoutIfNeeded()
        #expect(first.runs == 1 && second.runs == 1)
        second.other = nil
        root.layoutIfNeeded()
        #expect(first.runs == 2 && second.runs == 1)
    }

    @Test func marksAmongManySubviewsAreFoundInSubviewOrder() {
        let log = EventLog()
        let root = UIView()
        let children = (0..<100).map { LoggingView("v\($0)", log: log) }
        children.forEach(root.addSubview)
        root.layoutIfNeeded()
        log.clear()
        children[50].setNeedsLayout()
        children[50].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["v50.layoutSubviews"])
        log.clear()
        children[70].setNeedsLayout()
        children[10].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["v10.layoutSubviews", "v70.layoutSubviews"])
    }

    @Test func aMarkedSubtreeMovedWithinItsSuperviewIsStillLaidOut() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        log.clear()
        tree.a1.setNeedsLayout()
        tree.root.addSubview(tree.a)  // to the front: out of the subviews and back in
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["a1.layoutSubviews"])
    }

    @Test func aSubviewMarkedWhileDetachedIsLaidOutOnceAdded() {
        let log = EventLog()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        tree.a.removeFromSuperview()
        tree.root.layoutIfNeeded()
        log.clear()
        tree.a1.setNeedsLayout()
        tree.root.insertSubview(tree.a, at: 0)
        log.clear()
        tree.root.layoutIfNeeded()
        #expect(log.entries == ["root.layoutSubviews", "a.layoutSubviews", "a1.layoutSubviews"])
    }

    @Test func aRemovedMarkedSubviewIsNeitherLaidOutNorKeptAlive() {
        let log = EventLog()
        let root = LoggingView("root", log: log)
        weak var removed: LoggingView?
        do {
            let child = LoggingView("child", log: log)
            removed = child
            root.addSubview(child)
            root.layoutIfNeeded()
            child.setNeedsLayout()
            child.removeFromSuperview()
        }
        #expect(removed == nil)
        log.clear()
        root.layoutIfNeeded()
        #expect(log.entries == ["root.layoutSubviews"])
    }

    /// A view that lays itself out again when it resigns first responder (as a text field restyles).
    private final class RelayoutOnResignView: UIView {
        override var canBecomeFirstResponder: Bool { true }
        override func resignFirstResponder() -> Bool {
            setNeedsLayout()
            return super.resignFirstResponder()
        }
    }

    /// Moving a view to another window resigns the first responder inside it. A layout mark made then
    /// travels with the view; it was filed in the old superview under a view that had left it, which
    /// kept the view alive and, once layout marks held their subview unretained, read it after it was
    /// freed (found in review; AddressSanitizer reports the read in CI's sanitizer run).
    @Test func aMarkMadeWhileAViewMovesToAnotherWindowTravelsWithIt() {
        let oldWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let newWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let oldSuperview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        oldWindow.addSubview(oldSuperview)
        weak var released: UIView?
        do {
            let moved = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let responder = RelayoutOnResignView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            released = moved
            oldSuperview.addSubview(moved)
            moved.addSubview(responder)
            oldWindow.layoutIfNeeded()
            #expect(responder.becomeFirstResponder())
            newWindow.addSubview(moved)
            #expect(responder.needsLayout, "the mark made while moving is kept")
            newWindow.layoutIfNeeded()
            #expect(!responder.needsLayout, "the new window's pass laid it out")
            moved.removeFromSuperview()
        }
        if case .one = oldSuperview.subviewsNeedingLayout { Issue.record("the old superview still names the moved view") }
        #expect(released == nil, "the old superview kept the moved view alive")
        oldWindow.layoutIfNeeded()
    }
}
