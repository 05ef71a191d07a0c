import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A view whose animations only move, turn or fade it is drawn in its window's layers from its cached
/// rendering, as Core Animation composites such a layer from its backing store; any change to what its
/// subtree draws drops the cached pixels through the one invalidation path.
@MainActor
@Suite struct UIViewRenderingCacheTests {
    /// A window with a titled button at (40, 40), its first frame taken.
    private func scene() -> (TestHost, UIButton) {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        button.setTitle("Move me", for: .normal)
        host.window.addSubview(button)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        return (host, button)
    }

    /// The base layer's list for the next frame (the whole window).
    private func baseLayerList(of window: UIWindow) -> DisplayList {
        let base = window.takeLayers()[0]
        return window.withDisplayList(of: base) { $0 }
    }

    private func cachedRenderings(in list: DisplayList) -> [(RenderingCache, CGAffineTransform, CGFloat)] {
        list.commands.compactMap { command in
            if case let .cachedRendering(cache, placement, alpha) = command { (cache, placement, alpha) } else { nil }
        }
    }

    @Test func aMovingViewIsDrawnInItsWindowsLayerFromItsCacheAtItsPresentedPlace() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { button.center.x += 40 }
        host.advance(by: 0.5)
        let list = baseLayerList(of: host.window)
        let cached = cachedRenderings(in: list)
        #expect(cached.count == 1)
        #expect(cached.first?.0 === button.existingRenderingCache)
        #expect(cached.first?.1 == CGAffineTransform(translationX: button.presentedOffsetInSuperview.x,
                                                     y: button.presentedOffsetInSuperview.y))
        #expect(cached.first?.2 == 1)
        #expect(!list.texts.contains("Move me"))   // the title is in the cache, not drawn again
        // The view's own list still shows what every view draws.
        #expect(host.window.renderDisplayList().texts.contains("Move me"))
        #expect(cachedRenderings(in: host.window.renderDisplayList()).isEmpty)
    }

    @Test func theCacheRecordsTheSubtreeInItsOwnCoordinatesWhateverItsPlaceOrAlpha() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1) {
            button.center.y += 30
            button.alpha = 0.2
        }
        host.advance(by: 0.3)
        let recorded = button.renderingCache().record()
        #expect(recorded.extent == button.renderedExtent)
        #expect(recorded.list.commands.first == .beginGroup(origin: .zero, clip: nil, alpha: 1))
        #expect(recorded.list.texts == ["Move me"])
    }

    @Test func aViewWhoseDrawingAnimatesIsDrawnDirectly() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1) { button.bounds.size.width += 40 }
        host.advance(by: 0.5)
        #expect(!button.compositesFromCache)
        #expect(cachedRenderings(in: baseLayerList(of: host.window)).isEmpty)
        UIView.animate(withDuration: 1) { button.backgroundColor = .red }
        #expect(!button.compositesFromCache)
    }

    @Test func aFrameChangeThatKeepsTheSizeStillCompositesFromTheCache() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1) { button.frame = button.frame.offsetBy(dx: 12, dy: 8) }
        host.advance(by: 0.5)
        #expect(button.compositesFromCache)
        #expect(cachedRenderings(in: baseLayerList(of: host.window)).count == 1)
    }

    @Test func aChangeInsideTheSubtreeDropsTheCachedPixelsAndItsOwnMoveDoesNot() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1) { button.center.x += 40 }
        host.advance(by: 0.2)
        let cache = button.renderingCache()
        _ = cache.record()
        cache.backing = NSObject()   // what a renderer keeps
        host.advance(by: 0.2)        // the view moves on: the pixels stay
        #expect(cache.backing != nil)
        host.window._checkInvariants()
        button.setTitle("Changed", for: .normal)
        #expect(cache.backing == nil)
        cache.backing = NSObject()
        button.titleLabel?.setNeedsDisplay()   // a subview's content, within the same frame
        #expect(cache.backing == nil)
    }

    @Test func theCacheGoesWithTheLastAnimation() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1) { button.center.x += 40 }
        host.advance(by: 0.5)
        _ = baseLayerList(of: host.window)
        #expect(button.existingRenderingCache != nil)
        host.advance(by: 0.6)
        #expect(button.existingRenderingCache == nil)
        #expect(cachedRenderings(in: baseLayerList(of: host.window)).isEmpty)
    }

    @Test func theInvariantCheckCatchesPixelsKeptForADrawingThatChanged() {
        let (host, button) = scene()
        UIView.animate(withDuration: 1) { button.center.x += 40 }
        host.advance(by: 0.5)
        let cache = button.renderingCache()
        _ = cache.record()
        cache.backing = NSObject()
        #expect(host.window._invariantViolations().isEmpty)
        // A change that bypasses the invalidation path: the content a renderer would draw now differs.
        button.cachedContent = [.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: .red, cornerRadius: 0)]
        #expect(host.window._invariantViolations().contains { $0.contains("rendering cache") })
    }
}
