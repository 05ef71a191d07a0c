import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A layer's change reaches the window's damage through the views' one invalidation path: a
/// standalone layer damages its old and new extents in its host view, a view's layer redraws its
/// view, and the invariant checks (every cache against a recomputation) keep passing.
@MainActor
@Suite struct CALayerInvalidationTests {
    /// A window with a 100×100 view at (50, 50) holding `layer`, damage already taken.
    private func hosting(_ layer: CALayer) -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(view)
        view.layer.addSublayer(layer)
        host.window.layoutIfNeeded()
        _ = host.window.takeDirtyRect()
        return (host, view)
    }

    @Test func movingAStandaloneLayerDamagesItsOldAndNewPlaces() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        let (host, _) = hosting(layer)
        layer.position = CGPoint(x: 85, y: 5)
        #expect(host.window.takeDirtyRect() == CGRect(x: 50, y: 50, width: 90, height: 10))
        host.window._checkInvariants()
        #expect(host.window.takeDirtyRect() == nil)
    }

    @Test func aSublayerOfASublayerDamagesInItsHostsCoordinates() {
        let outer = CALayer()
        outer.frame = CGRect(x: 20, y: 20, width: 50, height: 50)
        let inner = CAShapeLayer()
        inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        outer.addSublayer(inner)
        let (host, _) = hosting(outer)
        inner.strokeEnd = 0.5
        #expect(host.window.takeDirtyRect() == CGRect(x: 75, y: 75, width: 10, height: 10))
    }

    @Test func aShadowWidensTheViewsExtentAndItsDamage() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .white
        host.window.addSubview(view)
        _ = host.window.takeDirtyRect()
        view.layer.shadowRadius = 2
        view.layer.shadowOffset = CGSize(width: 0, height: 10)
        view.layer.shadowOpacity = 0.5   // the shadow shows from here
        // The shadow reaches 3 × 2 points past the offset bounds.
        #expect(view.renderedExtent == CGRect(x: -6, y: 0, width: 112, height: 116))
        #expect(host.window.takeDirtyRect() == CGRect(x: 44, y: 50, width: 112, height: 116))
        host.window._checkInvariants()
    }

    @Test func aSublayerStickingOutGrowsTheExtentUntilTheViewClips() {
        let layer = CALayer()
        layer.frame = CGRect(x: 90, y: 90, width: 30, height: 30)
        let (host, view) = hosting(layer)
        #expect(view.renderedExtent == CGRect(x: 0, y: 0, width: 120, height: 120))
        view.clipsToBounds = true
        #expect(view.renderedExtent == view.bounds)
        host.window._checkInvariants()
    }

    @Test func setNeedsDisplayRecordsTheDrawingAgainBeforeTheNextFrame() {
        final class Counter: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
            }
        }
        let layer = Counter()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let (host, view) = hosting(layer)
        _ = view.renderDisplayList()
        #expect(layer.draws == 0)    // never marked: no content, as a new Core Animation layer
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(host.window.takeDirtyRect() == CGRect(x: 50, y: 50, width: 10, height: 10))
        _ = view.renderDisplayList()
        _ = view.renderDisplayList()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 20, height: 20)
        _ = view.renderDisplayList()
        #expect(layer.draws == 2)
    }

    @Test func aDelegateDrawsAStandaloneLayer() {
        final class Painter: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(layer.bounds)
            }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.drawnContent?.isEmpty == false)
    }

    @Test func aViewsLayerPropertyRedrawsTheView() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = view.contentDisplayList
        _ = host.window.takeDirtyRect()
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(view.cachedContent == nil)
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window._checkInvariants()
    }
}
