import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Geometry as Core Animation defines it: `frame` derived from `position`, `anchorPoint` and the
/// bounds' size; conversion between layers; hit testing; and a view's layer answering its view.
@MainActor
@Suite struct CALayerGeometryTests {
    @Test func frameIsDerivedFromPositionAnchorPointAndBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(layer.position == CGPoint(x: 60, y: 40))
        layer.anchorPoint = .zero
        // The position stays; the frame moves so its top-left corner is there.
        #expect(layer.position == CGPoint(x: 60, y: 40))
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
        layer.bounds = CGRect(x: 5, y: 5, width: 50, height: 10)
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 50, height: 10))
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(layer.position == .zero)
        #expect(layer.bounds == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func nonFiniteGeometryIsRefusedWithAnError() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let diagnostics = Diagnostics.record {
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        }
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(diagnostics.map(\.code) == ["layer.invalidGeometry", "layer.invalidGeometry"])
    }

    @Test func convertAndHitTestFollowTheTree() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        child.bounds.origin = CGPoint(x: 10, y: 0)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 70))
        #expect(root.convert(CGPoint(x: 60, y: 70), to: grandchild) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: grandchild)
            == CGRect(x: 20, y: 20, width: 5, height: 5))
        // hitTest takes a point in the superlayer's coordinates.
        #expect(root.hitTest(CGPoint(x: 65, y: 75)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 75)) === child)
        #expect(child.contains(CGPoint(x: 10, y: 0)))
        #expect(!child.contains(CGPoint(x: 5, y: 0)))
    }

    @Test func aViewsLayerAnswersTheViewsGeometryAndSettings() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        let layer = view.layer
        #expect(layer.frame == view.frame)
        #expect(layer.position == view.center)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds.size == CGSize(width: 10, height: 10))
        layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        view.backgroundColor = .blue
        #expect(layer.backgroundColor == UIColor.blue.cgColor)
        layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        layer.isHidden = true
        #expect(view.isHidden)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        let diagnostics = Diagnostics.record { layer.anchorPoint = .zero }
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(diagnostics.map(\.code) == ["layer.viewAnchorPoint"])
    }

    @Test func aSubviewsLayerConvertsThroughTheViewTree() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 20))
        view.addSubview(subview)
        let badge = CALayer()
        badge.frame = CGRect(x: 5, y: 5, width: 4, height: 4)
        subview.layer.addSublayer(badge)
        #expect(badge.convert(CGPoint.zero, to: view.layer) == CGPoint(x: 35, y: 45))
        #expect(view.layer.hitTest(CGPoint(x: 36, y: 46)) === badge)
    }

    @Test func standaloneLayersLayOutInTheirViewsLayoutPass() {
        final class GradientView: UIView {
            let gradient = CAGradientLayer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.addSublayer(gradient)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                gradient.frame = bounds
            }
        }
        final class Placer: CALayerDelegate {
            var laidOut: [CALayer] = []
            func layoutSublayers(of layer: CALayer) {
                laidOut.append(layer)
                layer.sublayers?.first?.frame = layer.bounds.insetBy(dx: 2, dy: 2)
            }
        }
        let host = TestHost()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        host.window.addSubview(view)
        let placer = Placer()
        let inner = CALayer()
        view.gradient.delegate = placer
        view.gradient.addSublayer(inner)
        host.window.layoutIfNeeded()
        #expect(view.gradient.frame == view.bounds)
        // The new bounds marked the gradient: its delegate placed its sublayer in the same pass.
        #expect(placer.laidOut == [view.gradient])
        #expect(inner.frame == CGRect(x: 2, y: 2, width: 76, height: 36))
    }
}
