import Foundation
@testable import OpenUIKit
@testable import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// A moving view composited from its cached rendering gives the pixels of the view drawn directly: the
/// same at a whole-pixel position, and at a fractional one the view's pixels on the nearest whole device
/// pixel (the cache is rasterized at the backing scale and copied, as Core Animation composites a
/// layer's backing store), at 1×, 2× and 3×.
@MainActor
@Suite struct CachedRenderingTests {
    let renderer = Renderer()

    /// A white window with a titled, rounded, bordered button at `origin`.
    private func scene(at origin: CGPoint = CGPoint(x: 40, y: 40)) -> (TestHost, UIButton) {
        let host = TestHost(device: .iPhoneSE)
        host.window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(origin: origin, size: CGSize(width: 120, height: 44))
        button.setTitle("Composited", for: .normal)
        button.backgroundColor = .systemYellow
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        host.window.addSubview(button)
        return (host, button)
    }

    /// The window's layers brought up to date and composited into a fresh frame, as a host shows them.
    private func composited(_ layers: inout LayerStack, _ window: UIWindow) -> PixelBuffer {
        layers.update(from: window)
        var frame = PixelBuffer(size: window.bounds.size, scale: layers.scale)
        layers.composite(into: &frame)
        return frame
    }

    /// The largest difference of one channel between two buffers of the same size: an edge pixel the
    /// view covers in part is laid over the window once more when composited than when drawn in place,
    /// and may round one step apart (as ``LayerStack`` compositing a translucent backdrop).
    private func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.width == b.width, a.height == b.height else { return .max }
        var largest = 0
        for (left, right) in zip(a.pixels, b.pixels) where left != right {
            for shift in stride(from: 0, to: 32, by: 8) {
                largest = max(largest, abs(Int((left >> UInt32(shift)) & 0xFF) - Int((right >> UInt32(shift)) & 0xFF)))
            }
        }
        return largest
    }

    /// The window drawn directly from its whole display list: every view drawn, none from a cache.
    private func drawn(_ window: UIWindow, scale: CGFloat) -> PixelBuffer {
        window.layoutIfNeeded()
        return renderer.render(window.renderDisplayList(), size: window.bounds.size, scale: scale)
    }

    /// The scene drawn once into layers at `scale`, then its button animated linearly for 1 s by
    /// `change` and the clock advanced by `elapsed`: a host's layers about to draw a frame mid-move.
    private func animating(scale: CGFloat, elapsed: TimeInterval, _ change: @escaping (UIButton) -> Void)
        -> (TestHost, UIButton, LayerStack) {
        let (host, button) = scene()
        var layers = LayerStack(scale: scale)
        _ = composited(&layers, host.window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { change(button) }
        host.advance(by: elapsed)
        return (host, button, layers)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aViewMovedToAWholePixelIsCompositedExactlyAsItIsDrawn(scale: CGFloat) {
        var (host, button, layers) = animating(scale: scale, elapsed: 0.5) { $0.center.x += 40 }
        #expect(abs(button.presentedCenter.x - 120) < 0.001)
        let frame = composited(&layers, host.window)
        #expect(button.existingRenderingCache?.backing != nil)   // drawn from the cache
        #expect(largestDifference(frame, drawn(host.window, scale: scale)) <= 1)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func anOpaqueViewIsCopiedAsItIsDrawn(scale: CGFloat) {
        // Square corners and no border: every cached pixel is opaque, so the copy replaces the pixels
        // under it rather than blending (``CachedSurface/isOpaque``).
        let (host, button) = scene()
        button.layer.cornerRadius = 0
        button.layer.borderWidth = 0
        var layers = LayerStack(scale: scale)
        _ = composited(&layers, host.window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { button.center.x += 40 }
        host.advance(by: 0.5)
        let frame = composited(&layers, host.window)
        #expect((button.existingRenderingCache?.backing as? CachedSurface)?.isOpaque == true)
        #expect(largestDifference(frame, drawn(host.window, scale: scale)) <= 1)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aViewAtAFractionalPositionIsCompositedOnTheNearestDevicePixel(scale: CGFloat) {
        // 3.3 points on: 3 at 1×, 3.5 at 2×, 3.33… at 3×
        var (host, button, layers) = animating(scale: scale, elapsed: 0.33) { $0.center.x += 10 }
        let moved = button.presentedOffsetInSuperview.x - 40
        #expect(moved != moved.rounded())
        let frame = composited(&layers, host.window)
        let snapped = (moved * scale).rounded() / scale
        let (stillHost, _) = scene(at: CGPoint(x: 40 + snapped, y: 40))
        #expect(largestDifference(frame, drawn(stillHost.window, scale: scale)) <= 1)
        withExtendedLifetime(host) {}
    }

    /// A slow move, whose steps mostly leave the button on the same whole device pixels and so damage
    /// nothing (``UIWindow/takeLayers(scale:)``): after every frame the layers kept from frame to frame
    /// composite exactly as layers drawn anew for the same moment (a second window animated in step,
    /// whose layers are made fresh each frame), and at each scale the frames that draw nothing are at
    /// least those on which neither coordinate crosses a half device pixel.
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aSlowMoveCompositesAsLayersDrawnAnewWhileMostFramesDrawNothing(scale: CGFloat) {
        let (host, button) = scene(at: CGPoint(x: 40.2, y: 40))
        let (twinHost, twin) = scene(at: CGPoint(x: 40.2, y: 40))
        var layers = LayerStack(scale: scale)
        _ = composited(&layers, host.window)
        for view in [button, twin] {
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut) {
                view.center = CGPoint(x: view.center.x + 5.8, y: view.center.y + 4)
            }
        }
        var framesDrawingNothing = 0
        for _ in 1...60 {
            host.advance(by: 1.0 / 60)
            twinHost.advance(by: 1.0 / 60)
            if layers.update(from: host.window) == nil { framesDrawingNothing += 1 }
            var fresh = LayerStack(scale: scale)
            fresh.update(from: twinHost.window)
            #expect(layers.compositedFrame(of: host.window) == fresh.compositedFrame(of: twinHost.window))
        }
        // Half-pixel crossings: at most ⌈5.8 × scale⌉ across and 4 × scale down; and the first frame draws
        // what starting the animation damaged, the last ends it.
        let crossings = Int((5.8 * scale).rounded(.up)) + Int(4 * scale)
        #expect(framesDrawingNothing >= 60 - crossings - 2)
    }

    @Test func aContentChangeWhileMovingIsRasterizedAgain() {
        var (host, button, layers) = animating(scale: 2, elapsed: 0.5) { $0.center.x += 40 }
        _ = composited(&layers, host.window)
        button.setTitle("Changed", for: .normal)
        #expect(button.existingRenderingCache?.backing == nil)
        let frame = composited(&layers, host.window)
        #expect(button.existingRenderingCache?.backing != nil)
        #expect(largestDifference(frame, drawn(host.window, scale: 2)) <= 1)
    }

    @Test func aFadingViewIsCompositedAtItsPresentedAlpha() {
        var (host, _, layers) = animating(scale: 1, elapsed: 0.5) { $0.alpha = 0 }
        let frame = composited(&layers, host.window)
        let direct = drawn(host.window, scale: 1)
        // Compositing a translucent copy rounds once more than drawing through a translucent group.
        #expect(largestDifference(frame, direct) <= 1)
        #expect(frame.color(at: CGPoint(x: 45, y: 62)) != PixelColor(red: 255, green: 255, blue: 255))
    }

    @Test func aScaledViewIsSampledFromItsCache() {
        // After a third, at scale 0.8333…: 100×36.7 points about the center (100, 62).
        var (host, button, layers) = animating(scale: 1, elapsed: 1.0 / 3) {
            $0.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        let frame = composited(&layers, host.window)
        #expect(button.existingRenderingCache?.backing != nil)
        let yellow = frame.color(at: CGPoint(x: 60, y: 50))
        #expect(yellow == drawn(host.window, scale: 1).color(at: CGPoint(x: 60, y: 50)))
        #expect(frame.color(at: CGPoint(x: 44, y: 62)) == PixelColor(red: 255, green: 255, blue: 255))   // shrunk away
    }

    @Test func aViewMovingInsideAScaledViewIsSampledNotPicked() {
        let (host, _) = scene()
        // A container drawn at half size about its center (100, 400): it shows at (50, 350)–(150, 450).
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
        container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        host.window.addSubview(container)
        let stripes = StripesView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        container.addSubview(stripes)
        var layers = LayerStack(scale: 1)
        _ = composited(&layers, host.window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { stripes.center.x += 40 }
        host.advance(by: 0.5)   // 20 points on: the stripes show at (70, 360)–(80, 370)
        let frame = composited(&layers, host.window)
        #expect(stripes.existingRenderingCache?.backing != nil)
        // Two 1-point stripes per device pixel: sampled, a pixel is their mix, as drawing them there
        // would give; picking one source pixel would leave it black or white.
        let pixel = frame.color(at: CGPoint(x: 75, y: 365))
        #expect(pixel.map { (64...192).contains(Int($0.red)) } == true)
    }
}

/// Black stripes one point wide on white, every other point: a drawing whose pixels, reduced to half
/// size, mix into grey.
private final class StripesView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIRectFill(bounds)
        UIColor.black.setFill()
        for x in stride(from: 0, to: Int(bounds.width), by: 2) {
            UIRectFill(CGRect(x: CGFloat(x), y: 0, width: 1, height: bounds.height))
        }
    }
}
