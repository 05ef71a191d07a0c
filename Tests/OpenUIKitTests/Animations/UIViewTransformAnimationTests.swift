import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A view's transform in block animations: the model value changes at once (hit testing uses it),
/// what is drawn is interpolated taken apart into scale, rotation, shear and translation, as UIKit does.
@MainActor
@Suite struct UIViewTransformAnimationTests {
    /// A host and a red 100 × 40 view at (100, 100) in its window.
    private func makeView() -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.render()
        return (host, view)
    }

    /// The transform `view` is drawn with now, read from the window's display list (without the
    /// placement about its center), or nil when it is drawn untransformed.
    private func drawnTransform(of view: UIView, in host: TestHost) -> CGAffineTransform? {
        let commands = host.window.renderDisplayList().commands
        for index in commands.indices.dropLast() {
            guard case let .beginTransformedGroup(placement, _, _) = commands[index],
                  case let .fill(_, color, _) = commands[index + 1], color == view.backgroundColor else { continue }
            let bounds = view.bounds, center = view.center
            return CGAffineTransform(translationX: bounds.midX, y: bounds.midY).concatenating(placement)
                .concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
        }
        return nil
    }

    private func expectClose(_ a: CGAffineTransform?, _ b: CGAffineTransform, tolerance: CGFloat = 1e-6,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let a else {
            Issue.record("drawn untransformed, not \(b)", sourceLocation: sourceLocation)
            return
        }
        let pairs = [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func aScaleIsHalfwayAtHalfTimeOnALinearCurve() {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5), "the model value, at once")
        expectClose(drawnTransform(of: view, in: host), .identity)  // drawn as it was, at the start
        host.advance(by: 0.5 + 1e-9)
        expectClose(drawnTransform(of: view, in: host), CGAffineTransform(scaleX: 0.75, y: 0.75))
        host.advance(by: 0.5)
        expectClose(drawnTransform(of: view, in: host), CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(!view.hasRunningAnimations)
        #expect(UIView.transformAnimationCount == 0)
    }

    @Test func aRotationKeepsItsSizeAndTurnsTheShortWay() {
        let (host, view) = makeView()
        view.transform = CGAffineTransform(rotationAngle: 170 * .pi / 180)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        }
        host.advance(by: 0.5 + 1e-9)
        // Halfway through 20° the short way round (not 340° back): 180°, at full size.
        expectClose(drawnTransform(of: view, in: host), CGAffineTransform(rotationAngle: .pi))
        host.window._checkInvariants()
    }

    @Test func translationAndScaleAnimateTogether() {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(translationX: 40, y: -20).scaledBy(x: 3, y: 1)
        }
        host.advance(by: 0.25 + 1e-9)
        expectClose(drawnTransform(of: view, in: host),
                    CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1, tx: 10, ty: -5))
    }

    /// A subview added to a view whose transform animates is drawn where the animation has the view
    /// now, so that place is damaged, not only the model one (the input fuzzer's seed
    /// 10163145370076881831: a text field added there appeared outside the damage).
    @Test func aSubviewAddedInsideAScalingViewIsDamagedWhereItIsDrawn() {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        host.advance(by: 0.5 + 1e-9)
        _ = host.window.takeDirtyRect()
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        leaf.backgroundColor = .blue
        view.addSubview(leaf)
        // Drawn at 1.5× about the view's center (150, 120): its corner 75 × 30 up and left of it.
        let drawn = CGRect(x: 75, y: 90, width: 15, height: 15)
        let dirty = host.window.takeDirtyRect()
        #expect(dirty?.contains(drawn) == true, "\(String(describing: dirty)) misses \(drawn)")
    }

    @Test func theDrawnAreaIsDamagedOnEachFrame() {
        let (host, view) = makeView()
        _ = host.window.takeDirtyRect()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        _ = host.window.takeDirtyRect()
        host.advance(by: 0.5 + 1e-9)
        // Drawn at 1.5× about (150, 120): 150 × 60.
        let dirty = host.window.takeDirtyRect()
        #expect(dirty?.contains(CGRect(x: 75, y: 90, width: 150, height: 60)) == true)
        host.window._checkInvariants()
    }

    @Test func hitTestingUsesTheModelTransformAtOnce() {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        // (60, 120) is inside the model's 200 × 80 box about (150, 120), outside what is drawn now.
        #expect(host.window.hitTest(CGPoint(x: 60, y: 120), with: nil) === view)
    }
}
