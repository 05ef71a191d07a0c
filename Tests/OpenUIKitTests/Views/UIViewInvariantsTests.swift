import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// ``UIView/_invariantViolations()`` finds each kind of corrupted cache or reference — a state no
/// public API can make, so each test corrupts it by hand, bypassing the invalidation entries — and
/// finds nothing in a tree changed only through them.
@MainActor
@Suite struct UIViewInvariantsTests {
    /// A window with a container of 40 views (grids are built) and a small chain, all caches warm.
    private func warmTree() -> (host: TestHost, container: UIView, leaves: [UIView]) {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(container)
        let leaves = (0..<40).map { index in
            let view = UIView(frame: CGRect(x: CGFloat(index % 10) * 30, y: CGFloat(index / 10) * 30, width: 20, height: 20))
            container.addSubview(view)
            return view
        }
        host.window.layoutIfNeeded()
        _ = container.hitTest(CGPoint(x: 5, y: 5), with: nil)
        _ = host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        for leaf in leaves { _ = leaf.windowPath() }
        return (host, container, leaves)
    }

    @Test func aTreeChangedThroughTheEntriesHasNoViolation() {
        let (host, container, leaves) = warmTree()
        leaves[0].frame.origin.x += 3
        leaves[1].isHidden = true
        container.bounds.origin.y = 4
        container.bringSubviewToFront(leaves[2])
        leaves[3].removeFromSuperview()
        leaves[4].addSubview(leaves[3])
        #expect(host.window._invariantViolations() == [])
    }

    @Test func aGeometryChangeThatSkipsItsEntryIsCaught() {
        let (host, _, leaves) = warmTree()
        leaves[0].storedCenter.x += 1000
        let violations = host.window._invariantViolations()
        #expect(violations.contains { $0.contains("hit-test grid has a stale rectangle") })
        #expect(violations.contains { $0.contains("cached rendered extent") })
        #expect(violations.contains { $0.contains("window path's offset") })
    }

    @Test func aSubviewListedWithoutItsSuperviewIsCaught() {
        let (host, container, _) = warmTree()
        let stray = UIView()
        container.subviews.append(stray)
        #expect(host.window._invariantViolations().contains { $0.contains("names another superview") })
        container.subviews.removeLast()
    }

    @Test func aLayoutMarkOnAViewThatLeftIsCaught() {
        let (host, container, leaves) = warmTree()
        let outsider = UIView()
        container.subviewsNeedingLayout = .one(UnretainedView(outsider))
        #expect(host.window._invariantViolations().contains { $0.contains("layout mark names a view that is not its subview") })
        container.subviewsNeedingLayout = .none
        leaves[0].subtreeNeedsLayout = true
        #expect(host.window._invariantViolations().contains { $0.contains("needs layout but the next pass would miss it") })
    }

    @Test func aMissedLayerRootIsCaught() {
        let (host, _, _) = warmTree()
        host.window.presentationContainerCount = 1
        #expect(host.window._invariantViolations().contains { $0.contains("presentation containers") })
        host.window.presentationContainerCount = 0
    }

    @Test func anAreaSaidDamagedButNotInTheDamageIsCaught() {
        let (host, _, leaves) = warmTree()
        _ = host.window.takeDirtyRect()
        _ = host.window.takeLayers()
        leaves[0].areaInvalidatedAt = WindowDamage.readCount
        #expect(host.window._invariantViolations().contains { $0.contains("is damaged, but the damage is") })
    }

    #if DEBUG
    @Test func anUnretainedReferenceKnowsItsViewWasReleased() {
        var view: UIView? = UIView()
        let reference = UnretainedView(view!)
        #expect(reference.isAlive)
        view = nil
        #expect(!reference.isAlive)
        // A new view at the same address is another view.
        let later = UIView()
        #expect(!reference.isAlive || UnretainedView(later) != reference)
    }

    @Test func aSuperviewReferenceToAReleasedViewIsCaught() {
        let host = TestHost()
        let child = UIView()
        var parent: UIView? = UIView()
        parent!.addSubview(child)
        host.window.addSubview(UIView())
        // Corrupt: the superview's deinit would clear the reference; put it back by hand.
        let dangling = child.superviewReference
        parent = nil
        child.superviewReference = dangling
        #expect(child._invariantViolations().contains { $0.contains("its superview was released") })
        child.superviewReference = nil
    }
    #endif
}
