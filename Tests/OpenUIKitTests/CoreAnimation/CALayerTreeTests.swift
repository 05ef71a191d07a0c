import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The layer tree as Core Animation documents it: sublayers back to front, `superlayer`, the insert
/// family with its clamping, reparenting, removal, a weak superlayer (no retain cycle), and a view's
/// layer listing its subviews' layers and standalone sublayers in drawing order.
@MainActor
@Suite struct CALayerTreeTests {
    @Test func addAndInsertKeepTheDocumentedOrder() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers == [c, a, b])
        root.insertSublayer(d, above: a)
        root.insertSublayer(e, below: c)
        #expect(root.sublayers == [e, c, a, d, b])
        #expect(a.superlayer === root)
        // An index past the end is clamped, as Core Animation does.
        let f = CALayer()
        root.insertSublayer(f, at: 99)
        #expect(root.sublayers?.last === f)
    }

    @Test func addingALayerElsewhereMovesItAndRemovalForgetsTheSuperlayer() {
        let first = CALayer(), second = CALayer(), child = CALayer()
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(second.sublayers == [child])
        #expect(child.superlayer === second)
        child.removeFromSuperlayer()
        #expect(second.sublayers == nil)
        #expect(child.superlayer == nil)
    }

    @Test func replaceSublayerTakesTheOldOnesPlace() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), replacement = CALayer()
        root.sublayers = [a, b, c]
        root.replaceSublayer(b, with: replacement)
        #expect(root.sublayers == [a, replacement, c])
        #expect(b.superlayer == nil)
        let stranger = CALayer()
        root.replaceSublayer(stranger, with: CALayer())
        #expect(root.sublayers == [a, replacement, c])
    }

    @Test func theSuperlayerIsWeakSoATreeIsReleased() {
        weak var released: CALayer?
        weak var releasedChild: CALayer?
        do {
            let root = CALayer()
            let child = CAShapeLayer()
            root.addSublayer(child)
            released = root
            releasedChild = child
        }
        #expect(released == nil)
        #expect(releasedChild == nil)
    }

    @Test func aCycleIsRefusedWithAWarning() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        let diagnostics = Diagnostics.record {
            child.addSublayer(root)
            root.addSublayer(root)
        }
        #expect(root.superlayer == nil)
        #expect(child.sublayers == nil)
        #expect(diagnostics.map(\.code) == ["layer.cycle", "layer.cycle"])
    }

    @Test func aViewsLayerListsSubviewLayersAndSublayersInDrawingOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(), second = UIView()
        view.addSubview(first)
        let ring = CAShapeLayer()
        view.layer.addSublayer(ring)           // above the subviews so far
        view.addSubview(second)                // above the ring
        #expect(view.layer.sublayers == [first.layer, ring, second.layer])
        #expect(ring.superlayer === view.layer)
        #expect(first.layer.superlayer === view.layer)
        let back = CALayer()
        view.layer.insertSublayer(back, at: 0)
        #expect(view.layer.sublayers == [back, first.layer, ring, second.layer])
        let between = CALayer()
        view.layer.insertSublayer(between, below: second.layer)
        #expect(view.layer.sublayers == [back, first.layer, ring, between, second.layer])
    }

    @Test func aSublayerKeepsItsPlaceWhenTheSubviewBelowItLeavesOrMoves() {
        let view = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        view.addSubview(a)
        view.addSubview(b)
        let layer = CALayer()
        view.layer.addSublayer(layer)          // above b
        view.addSubview(c)
        b.removeFromSuperview()
        #expect(view.layer.sublayers == [a.layer, layer, c.layer])
        view.bringSubviewToFront(a)
        #expect(view.layer.sublayers == [layer, c.layer, a.layer])
        // Index 0 among the subviews: above the sublayers below every subview.
        view.insertSubview(b, at: 0)
        #expect(view.layer.sublayers == [layer, b.layer, c.layer, a.layer])
    }

    @Test func aViewsLayerMovesOnlyWithItsView() {
        let parent = UIView(), child = UIView(), other = CALayer()
        parent.addSubview(child)
        let diagnostics = Diagnostics.record {
            other.addSublayer(child.layer)
            child.layer.removeFromSuperlayer()
        }
        #expect(child.superview === parent)
        #expect(other.sublayers == nil)
        #expect(diagnostics.map(\.code) == ["layer.viewLayerMoved", "layer.viewLayerMoved"])
    }

    @Test func aLayerKeptAfterItsViewIsReleasedBecomesAnEmptyStandaloneLayer() {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view!.layer
        #expect(layer.bounds.size == CGSize(width: 10, height: 10))
        view = nil
        #expect(layer.delegate == nil)
        #expect(layer.bounds == .zero)
        layer.cornerRadius = 3
        #expect(layer.cornerRadius == 3)
    }

    @Test func aViewIsItsLayersDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
        let standalone = CALayer()
        #expect(standalone.delegate == nil)
        standalone.delegate = view
        #expect(standalone.delegate === view)
    }
}
