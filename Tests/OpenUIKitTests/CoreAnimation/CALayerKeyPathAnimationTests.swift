import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The key paths of shape and gradient layers Core Animation animates: `path` (point by point when
/// the paths have the same elements, as Core Animation documents; else a jump halfway), `colors` and
/// `locations` (item by item), and the stroke, fill and shadow values, read from the presentation.
@MainActor
@Suite struct CALayerKeyPathAnimationTests {
    private func hostedLayer<Layer: CALayer>(_ layer: Layer) -> TestHost {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.layer.addSublayer(layer)
        _ = host.render()
        return host
    }

    private func basic(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        return animation
    }

    @Test func aPathMorphsPointByPointWhenTheElementsMatch() {
        let shape = CAShapeLayer()
        let host = hostedLayer(shape)
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
        shape.path = large.cgPath
        shape.add(basic("path", from: small, to: large), forKey: "morph")
        host.advance(by: 0.5)
        let drawn = (shape.presentation() as CAShapeLayer?)?.path
        #expect(drawn?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(shape.path == large.cgPath, "the model stays")
    }

    @Test func aPathWithOtherElementsJumpsHalfway() {
        let shape = CAShapeLayer()
        let host = hostedLayer(shape)
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        shape.add(basic("path", from: square, to: circle), forKey: "morph")
        host.advance(by: 0.25)
        #expect((shape.presentation() as CAShapeLayer?)?.path == square)
        host.advance(by: 0.5)
        #expect((shape.presentation() as CAShapeLayer?)?.path == circle)
    }

    @Test func gradientColorsAndLocationsMoveItemByItem() {
        let gradient = CAGradientLayer()
        let host = hostedLayer(gradient)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.add(basic("colors", from: [UIColor.red.cgColor, UIColor.blue.cgColor],
                           to: [UIColor.blue.cgColor, UIColor.red.cgColor]), forKey: "colors")
        gradient.add(basic("locations", from: [0, 0.2], to: [0.5, 1.0]), forKey: "locations")
        host.advance(by: 0.5)
        let presented = gradient.presentation() as CAGradientLayer?
        let first = (presented?.colors?.first as? CGColor)?.color
        #expect(first.map { abs($0.red - 0.5) < 1e-6 && abs($0.blue - 0.5) < 1e-6 } == true)
        #expect(presented?.locations?.map(\.doubleValue).map { ($0 * 1000).rounded() / 1000 } == [0.25, 0.6])
        #expect(gradient.locations == nil, "the model stays")
    }

    @Test func strokeFillAndShadowValuesMove() {
        let shape = CAShapeLayer()
        let host = hostedLayer(shape)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let group = CAAnimationGroup()
        group.animations = [basic("lineWidth", from: 2, to: 6), basic("strokeColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor),
                            basic("fillColor", from: UIColor.red.cgColor, to: UIColor.green.cgColor),
                            basic("shadowOffset", from: CGSize.zero, to: CGSize(width: 4, height: 8)),
                            basic("shadowRadius", from: 0, to: 10), basic("bounds.size", from: CGSize(width: 100, height: 100), to: CGSize(width: 50, height: 10)),
                            basic("position.y", from: 50, to: 150)]
        group.duration = 1
        shape.add(group, forKey: "look")
        host.advance(by: 0.5)
        let presented = shape.presentation() as CAShapeLayer?
        #expect(presented.map { abs($0.lineWidth - 4) < 1e-6 } == true)
        #expect(presented?.strokeColor.map { abs($0.color.red - 0.5) < 1e-6 } == true)
        #expect(presented?.fillColor.map { abs($0.color.red - 0.5) < 1e-6 && abs($0.color.green - 0.5) < 1e-6 } == true)
        #expect(presented?.shadowOffset == CGSize(width: 2, height: 4))
        #expect(presented.map { abs($0.shadowRadius - 5) < 1e-6 } == true)
        #expect(presented?.bounds.size == CGSize(width: 75, height: 55))
        #expect(presented?.position.y == 100)
    }
}
