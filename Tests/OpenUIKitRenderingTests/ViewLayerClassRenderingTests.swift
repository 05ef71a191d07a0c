import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing

/// Views backed by another kind of layer through `layerClass`, as UIKit apps write gradient and shape
/// views: the view's own layer is of that class and draws what its class draws, as the view's content.
@MainActor
@Suite struct ViewLayerClassRenderingTests {
    let renderer = Renderer()
    let red = PixelColor(red: 255, green: 0, blue: 0)
    let blue = PixelColor(red: 0, green: 0, blue: 255)
    let white = PixelColor(red: 255, green: 255, blue: 255)

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }

    final class WaveLayer: CAShapeLayer {}

    final class WaveView: UIView {
        override class var layerClass: AnyClass { WaveLayer.self }
    }

    @Test func aViewIsBackedByAPlainLayerByDefault() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(type(of: view.layer) == CALayer.self)
        #expect(view.layer.delegate === view)
    }

    @Test func aGradientViewsLayerIsAGradientLayerThatDrawsTheGradient() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is CAGradientLayer)
        #expect(view.gradientLayer.frame == view.frame, "the view's own layer answers its geometry")
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let drawn = renderer.render(view)
        let top = drawn.color(at: CGPoint(x: 50, y: 1)), bottom = drawn.color(at: CGPoint(x: 50, y: 98))
        #expect((top?.red ?? 0) > 240 && (top?.blue ?? 255) < 15, "red at the top, drawn \(String(describing: top))")
        #expect((bottom?.blue ?? 0) > 240 && (bottom?.red ?? 255) < 15, "blue at the bottom, drawn \(String(describing: bottom))")

        // A later change is drawn: the view's content is recorded again.
        view.gradientLayer.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
        #expect(renderer.render(view).color(at: CGPoint(x: 50, y: 1)) == blue)
    }

    @Test func aGradientIsDrawnOverTheBackgroundAndUnderTheViewsDrawing() {
        final class MarkedGradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
            override func draw(_ rect: CGRect) {
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 40, y: 40, width: 20, height: 20))
            }
        }
        let view = MarkedGradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .green
        (view.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        let drawn = renderer.render(view)
        #expect(drawn.color(at: CGPoint(x: 10, y: 10)) == red, "the gradient covers the background")
        #expect(drawn.color(at: CGPoint(x: 50, y: 50)) == white, "draw(_:) draws over the gradient")
    }

    @Test func aShapeViewDrawsItsPathAndRedrawsWhenItChanges() {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        view.shapeLayer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).cgPath
        view.shapeLayer.fillColor = UIColor.red.cgColor
        var drawn = renderer.render(view)
        #expect(drawn.color(at: CGPoint(x: 25, y: 50)) == red)
        #expect(drawn.color(at: CGPoint(x: 75, y: 50)) == white)

        view.shapeLayer.path = UIBezierPath(rect: CGRect(x: 50, y: 0, width: 50, height: 100)).cgPath
        drawn = renderer.render(view)
        #expect(drawn.color(at: CGPoint(x: 25, y: 50)) == white)
        #expect(drawn.color(at: CGPoint(x: 75, y: 50)) == red)
    }

    @Test func aShapeViewsStrokeBeyondItsBoundsIsPartOfWhatTheWindowRedraws() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        let view = ShapeView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.shapeLayer.path = UIBezierPath(rect: view.bounds).cgPath
        view.shapeLayer.strokeColor = UIColor.red.cgColor
        view.shapeLayer.lineWidth = 20
        window.addSubview(view)
        _ = window.takeDirtyRect()
        view.shapeLayer.strokeColor = UIColor.blue.cgColor
        let dirty = window.takeDirtyRect()
        #expect(dirty?.contains(CGRect(x: 40, y: 40, width: 120, height: 120)) == true, "dirty \(String(describing: dirty))")
    }

    @Test func aLayerClassOfTheAppsOwnIsRefusedWithTheNearestClassOpenUIKitMakes() {
        let view = WaveView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let diagnostics = Diagnostics.record { _ = view.layer }
        #expect(diagnostics.map(\.code) == ["view.layerClassUnsupported"])
        #expect(type(of: view.layer) == CAShapeLayer.self)
        #expect(view.layer.delegate === view)
    }
}
