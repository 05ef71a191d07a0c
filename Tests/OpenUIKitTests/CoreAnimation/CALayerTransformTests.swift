import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A standalone layer's `transform`, as Core Animation applies it: about the anchor point, in what is
/// drawn, hit-tested, converted, in the frame, and in the area a change damages.
@MainActor
@Suite struct CALayerTransformTests {
    private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    /// A 40×10 bar centered at (50, 50) of a 100×100 root layer.
    private func bar(in root: CALayer) -> CALayer {
        let bar = CALayer()
        bar.frame = CGRect(x: 30, y: 45, width: 40, height: 10)
        bar.backgroundColor = UIColor.red.cgColor
        root.addSublayer(bar)
        return bar
    }

    @Test func theTransformTurnsTheLayerAboutItsAnchorPoint() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 10, y: 10)
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.addSublayer(layer)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // A quarter turn maps (x, y) to (−y, x) about the anchor, the top-left corner at (10, 10).
        #expect(isClose(layer.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 5, y: 15)))
        #expect(isClose(layer.convert(CGPoint(x: 5, y: 15), from: root), CGPoint(x: 5, y: 5)))
        let frame = layer.frame
        #expect(abs(frame.minX - 0) < 1e-9 && abs(frame.minY - 10) < 1e-9)
        #expect(abs(frame.width - 10) < 1e-9 && abs(frame.height - 20) < 1e-9)
    }

    @Test func hitTestingFollowsTheTurnedBounds() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let bar = bar(in: root)
        #expect(root.hitTest(CGPoint(x: 35, y: 50)) === bar)
        #expect(root.hitTest(CGPoint(x: 50, y: 35)) === root)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(root.hitTest(CGPoint(x: 35, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 50, y: 35)) === bar)
        bar.transform = CATransform3DMakeScale(0, 0, 1)   // no inverse: covers nothing
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
    }

    @Test func aTransformIsDrawnAsATransformedGroup() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let bar = bar(in: view.layer)
        bar.transform = CATransform3DMakeScale(2, 1, 1)
        let commands = view.renderDisplayList().commands
        let placement = try #require(commands.lazy.compactMap { command -> CGAffineTransform? in
            if case let .beginTransformedGroup(transform, _, _) = command { return transform }
            return nil
        }.first)
        // The bounds' (0, 0) lies 20 points left of the anchor, doubled: at 50 − 40 = 10.
        #expect(CGPoint.zero.applying(placement) == CGPoint(x: 10, y: 45))
        #expect(CGPoint(x: 40, y: 10).applying(placement) == CGPoint(x: 90, y: 55))
    }

    @Test func aTransformDamagesTheOldAndNewAreasAndGrowsTheExtent() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(view)
        let bar = bar(in: view.layer)
        host.window.layoutIfNeeded()
        _ = host.window.takeDirtyRect()
        bar.transform = CATransform3DMakeScale(3, 2, 1)
        // Old: (30, 45, 40, 10); new: 120 × 20 about (50, 50), reaching past the view.
        #expect(host.window.takeDirtyRect() == CGRect(x: 40, y: 90, width: 120, height: 20))
        #expect(view.renderedExtent == CGRect(x: -10, y: 0, width: 120, height: 100))
        host.window._checkInvariants()
    }

    @Test func aNonFiniteTransformIsRefused() {
        let layer = CALayer()
        var transform = CATransform3DMakeScale(2, 2, 1)
        transform.m41 = .nan
        let diagnostics = Diagnostics.record { layer.transform = transform }
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(diagnostics.map(\.code) == ["layer.invalidGeometry"])
    }
}
