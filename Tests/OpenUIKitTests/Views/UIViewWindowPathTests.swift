import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Adding a subview finds its window, place and inherited tint through cached paths (issue 8): the
/// caches must follow every change of geometry, hierarchy and tint made between two adds.
@MainActor
@Suite struct UIViewWindowPathTests {
    final class TintCountingView: UIView {
        var tintChanges = 0
        override func tintColorDidChange() { tintChanges += 1 }
    }

    /// A chain of three 100×100 views built from the root down in the window, at (10, 20).
    private func chain(in host: TestHost) -> [UIView] {
        let views = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        views[0].frame.origin = CGPoint(x: 10, y: 20)
        host.window.addSubview(views[0])
        views[0].addSubview(views[1])
        views[1].addSubview(views[2])
        _ = host.window.takeDirtyRect()
        return views
    }

    /// A move keeps the cached path of the superview the view leaves or joins: the invariant check
    /// compares every valid cached path with a walk from scratch, and the places follow each move.
    @Test func aTreeAddedRemovedAndMovedUnderCachedPathsIsPlacedWhereItIs() {
        let host = TestHost()
        let views = chain(in: host)
        _ = views[2].windowPath()
        let tree = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        let leaf = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 3))
        tree.addSubview(leaf)
        views[2].addSubview(tree)
        #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 27))
        #expect(host.window.takeDirtyRect() == CGRect(x: 15, y: 25, width: 20, height: 20))
        host.window._checkInvariants()
        tree.removeFromSuperview()
        host.window._checkInvariants()
        views[0].addSubview(tree)
        #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 27))
        views[1].frame.origin = CGPoint(x: 30, y: 0)
        views[1].addSubview(tree)
        #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 46, y: 27))
        host.window._checkInvariants()
    }

    @Test func aViewMovedFromUnderATintHearsItsTintChange() {
        let host = TestHost()
        let views = chain(in: host)
        views[1].tintColor = .red
        let moving = TintCountingView(frame: .zero)
        views[2].addSubview(moving)
        #expect(moving.tintChanges == 1)
        views[2].addSubview(moving)
        #expect(moving.tintChanges == 1, "a move under the same tint")
        views[0].addSubview(moving)
        #expect(moving.tintChanges == 2, "out from under the red tint")
        #expect(moving.tintColor == .systemBlue)
        let root = TintCountingView(frame: .zero)
        views[0].addSubview(root)
        #expect(root.tintChanges == 0, "a view with no superview had the system's tint already")
    }

    @Test func anAddedLeafIsRedrawnWhereItIs() {
        let host = TestHost()
        let views = chain(in: host)
        let leaf = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        views[2].addSubview(leaf)
        #expect(leaf.window === host.window)
        #expect(host.window.takeDirtyRect() == CGRect(x: 15, y: 25, width: 10, height: 10))
    }

    @Test func aMoveOfAnAncestorBetweenTwoAddsIsSeen() {
        let host = TestHost()
        let views = chain(in: host)
        views[2].addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        views[1].frame.origin = CGPoint(x: 50, y: 0)
        views[0].bounds.origin = CGPoint(x: 0, y: 10) // scrolls the subviews up by 10
        _ = host.window.takeDirtyRect()
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        views[2].addSubview(leaf)
        #expect(host.window.takeDirtyRect() == CGRect(x: 60, y: 10, width: 10, height: 10))
        #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 10))
    }

    @Test func aTintSetBetweenTwoAddsIsInherited() {
        let host = TestHost()
        let views = chain(in: host)
        views[2].addSubview(UIView())
        views[1].tintColor = .red
        let leaf = TintCountingView(frame: .zero)
        views[2].addSubview(leaf)
        #expect(leaf.tintChanges == 1)
        #expect(leaf.tintColor == .red)
        views[1].tintColor = nil
        let second = TintCountingView(frame: .zero)
        views[2].addSubview(second)
        #expect(second.tintChanges == 0)
        #expect(second.tintColor == .systemBlue)
    }

    @Test func aChainTakenOutOfTheWindowTakesItsAddsWithIt() {
        let host = TestHost()
        let views = chain(in: host)
        views[2].addSubview(UIView())
        views[1].removeFromSuperview()
        _ = host.window.takeDirtyRect()
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        views[2].addSubview(leaf)
        #expect(leaf.window == nil)
        #expect(host.window.takeDirtyRect() == nil)
        // Back in another place of the window: the leaf comes along at its new place.
        let other = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        host.window.addSubview(other)
        other.addSubview(views[1])
        #expect(leaf.window === host.window)
        let another = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        leaf.addSubview(another)
        _ = host.window.takeDirtyRect()
        let last = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        another.addSubview(last)
        #expect(host.window.takeDirtyRect() == CGRect(x: 201, y: 301, width: 2, height: 2))
    }

    @Test func aViewWhoseSuperviewIsReleasedIsARootAgain() {
        let host = TestHost()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            host.window.addSubview(parent)
            parent.addSubview(child)
            child.addSubview(UIView())
            parent.removeFromSuperview()
        }
        #expect(child.superview == nil)
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        _ = host.window.takeDirtyRect()
        child.addSubview(leaf)
        #expect(leaf.window == nil)
        #expect(host.window.takeDirtyRect() == nil)
    }

    /// Changes that move no view keep every cached path, and the paths stay right: each change is
    /// redrawn where the view is, and a view added afterwards still lands where it should.
    @Test func changesThatMoveNoViewKeepThePaths() {
        let host = TestHost()
        let views = chain(in: host)
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        views[1].addSubview(sibling)
        _ = views[2].windowPath()
        _ = host.window.takeDirtyRect()
        let generation = UIView.windowPathGeneration
        views[2].alpha = 0.5
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 20, width: 100, height: 100))
        views[2].isHidden = true
        views[2].isHidden = false
        views[1].clipsToBounds = true
        views[1].bringSubviewToFront(views[2])
        views[1].sendSubviewToBack(views[2])
        views[1].exchangeSubview(at: 0, withSubviewAt: 1)
        views[1].addSubview(sibling)
        #expect(UIView.windowPathGeneration == generation)
        _ = host.window.takeDirtyRect()
        let leaf = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        views[2].addSubview(leaf)
        #expect(host.window.takeDirtyRect() == CGRect(x: 11, y: 22, width: 3, height: 4))
        views[1].frame.origin.x = 40
        #expect(UIView.windowPathGeneration != generation, "a move still makes the paths stale")
    }
}
