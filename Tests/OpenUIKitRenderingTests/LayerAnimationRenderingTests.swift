import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// A standalone layer's transform and explicit animations, by pixels: a bar turned about its anchor
/// point, and a layer drawn where its animation has it mid-way, not at its model position.
@MainActor
@Suite struct LayerAnimationRenderingTests {
    let renderer = Renderer()
    let red = PixelColor(red: 255, green: 0, blue: 0)
    let white = PixelColor(red: 255, green: 255, blue: 255)

    /// A white 100×100 view in a test window with a red 40×10 bar centered at (50, 50).
    func scene() -> (TestHost, UIView, CALayer) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        host.window.addSubview(view)
        let bar = CALayer()
        bar.frame = CGRect(x: 30, y: 45, width: 40, height: 10)
        bar.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(bar)
        return (host, view, bar)
    }

    @Test func aTurnedLayerIsDrawnTurned() {
        let (host, view, bar) = scene()
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let buffer = withExtendedLifetime(host) { renderer.render(view) }
        #expect(buffer.color(at: CGPoint(x: 50, y: 33)) == red)     // upright now
        #expect(buffer.color(at: CGPoint(x: 33, y: 50)) == white)
    }

    @Test func midAnimationTheLayerIsDrawnWhereItsPresentationIs() {
        let (host, view, bar) = scene()
        let drop = CABasicAnimation(keyPath: "position.y")
        drop.fromValue = 50
        drop.toValue = 90
        drop.duration = 1
        bar.add(drop, forKey: "drop")
        host.advance(by: 0.5)   // at y 70: 65…75
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 50, y: 70)) == red)
        #expect(buffer.color(at: CGPoint(x: 50, y: 50)) == white)   // not at the model position
        host.advance(by: 0.6)
        #expect(renderer.render(view).color(at: CGPoint(x: 50, y: 50)) == red)   // ended: back at the model
    }
}
