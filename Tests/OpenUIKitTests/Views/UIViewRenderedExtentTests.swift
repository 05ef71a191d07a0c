import Foundation
import Testing
@testable import OpenUIKit

/// ``UIView/renderedExtent`` is cached; each change that can move it must be seen by the next read,
/// for the view and for every ancestor whose extent includes it.
@MainActor
@Suite struct UIViewRenderedExtentTests {
    /// A 100×100 root, a 50×50 parent at (10, 10) and a 10×10 child at (20, 20) in the parent; every
    /// extent read once, so all three are cached.
    func cachedTree() -> (root: UIView, parent: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(root.renderedExtent == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.cachedRenderedExtent != nil && parent.cachedRenderedExtent != nil && child.cachedRenderedExtent != nil)
        return (root, parent, child)
    }

    /// A tree none of whose extents is cached yet, read once from the root: the walk lists every
    /// uncached view and must compute each one's subviews before it, in every branch, skipping hidden
    /// views and what clipping views contain. Read twice with two trees, as the walk's storage is kept
    /// from one read to the next.
    @Test func aFreshTreeIsComputedChildrenFirstInEveryBranch() {
        for offset in [CGFloat(0), 7] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let leftChild = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let leftGrandchild = UIView(frame: CGRect(x: -30 - offset, y: 0, width: 10, height: 10))
            let right = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
            let rightChild = UIView(frame: CGRect(x: 0, y: 50 + offset, width: 10, height: 10))
            let hidden = UIView(frame: CGRect(x: 500, y: 500, width: 10, height: 10))
            hidden.isHidden = true
            let clipping = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            clipping.clipsToBounds = true
            clipping.addSubview(UIView(frame: CGRect(x: 0, y: -400, width: 10, height: 10)))
            leftChild.addSubview(leftGrandchild)
            left.addSubview(leftChild)
            right.addSubview(rightChild)
            right.addSubview(hidden)
            root.addSubview(left)
            root.addSubview(right)
            root.addSubview(clipping)
            for view in [root, left, leftChild, right, clipping] { view.cachedRenderedExtent = nil }

            #expect(root.renderedExtent == CGRect(x: -30 - offset, y: 0, width: 130 + offset, height: 120 + offset))
            #expect(leftChild.cachedRenderedExtent == CGRect(x: -30 - offset, y: 0, width: 50 + offset, height: 20))
            #expect(left.cachedRenderedExtent == CGRect(x: -30 - offset, y: 0, width: 70 + offset, height: 40))
            #expect(right.cachedRenderedExtent == CGRect(x: 0, y: 0, width: 40, height: 60 + offset))
            #expect(clipping.cachedRenderedExtent == CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func movingAGrandchildOutGrowsEveryAncestor() {
        let (root, parent, child) = cachedTree()
        child.frame = CGRect(x: 200, y: 100, width: 10, height: 10)
        #expect(parent.renderedExtent == CGRect(x: 0, y: 0, width: 210, height: 110))
        #expect(root.renderedExtent == CGRect(x: 0, y: 0, width: 220, height: 120))
        child.center = CGPoint(x: -5, y: 5)
        #expect(root.renderedExtent == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(parent.renderedExtent == CGRect(x: -10, y: 0, width: 60, height: 50))
    }

    @Test func resizingAndScrollingAreSeen() {
        let (root, parent, child) = cachedTree()
        child.bounds.size = CGSize(width: 200, height: 10)
        #expect(root.renderedExtent == CGRect(x: -65, y: 0, width: 200, height: 100), "\(root.renderedExtent)")
        parent.bounds.origin = CGPoint(x: -100, y: 0)
        #expect(parent.renderedExtent == CGRect(x: -100, y: 0, width: 225, height: 50))
        #expect(root.renderedExtent.maxX == 235)
    }

    @Test func hidingClippingAddingAndRemovingAreSeen() {
        let (root, parent, child) = cachedTree()
        child.frame = CGRect(x: 200, y: 0, width: 10, height: 10)
        #expect(root.renderedExtent.width == 220)
        child.isHidden = true
        #expect(root.renderedExtent.width == 100)
        child.isHidden = false
        #expect(root.renderedExtent.width == 220)
        parent.clipsToBounds = true
        #expect(root.renderedExtent.width == 100)
        parent.clipsToBounds = false
        #expect(root.renderedExtent.width == 220)
        child.removeFromSuperview()
        #expect(root.renderedExtent.width == 100)
        let farAway = UIView(frame: CGRect(x: 0, y: 300, width: 1, height: 1))
        parent.addSubview(farAway)
        #expect(root.renderedExtent.height == 311)
    }

    @Test func aClippingParentStopsAChildsChangeFromReachingAbove() {
        let (root, parent, child) = cachedTree()
        parent.clipsToBounds = true
        #expect(root.renderedExtent.width == 100)
        child.frame = CGRect(x: 500, y: 0, width: 10, height: 10)
        #expect(root.cachedRenderedExtent != nil, "a clipped child's move leaves the ancestors' extents valid")
        #expect(root.renderedExtent.width == 100)
    }

    /// The dirty rect a change reports comes from the extent, so a stale cache would leave pixels of
    /// a subview that moved out of its parent on screen.
    @Test func aMovedStickingOutSubviewIsRedrawnWhereItWas() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 300, y: 300, width: 20, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        _ = window.takeDirtyRect()
        child.frame.origin = CGPoint(x: 200, y: 200)
        _ = window.takeDirtyRect()
        parent.isHidden = true
        let dirty = window.takeDirtyRect() ?? .null
        #expect(dirty.contains(CGRect(x: 200, y: 200, width: 20, height: 20)))
        #expect(!dirty.contains(CGRect(x: 300, y: 300, width: 20, height: 20)))
    }
}
