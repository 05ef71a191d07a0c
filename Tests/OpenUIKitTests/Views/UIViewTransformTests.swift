import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UIView.transform`, from UIKit's documentation: applied about the center, `center` and `bounds`
/// unaffected, `frame` the bounding box, honoured by hit testing and the `convert` methods, damage
/// covering the old and new drawn areas, and no side storage for the identity.
@MainActor
@Suite struct UIViewTransformTests {
    private func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        isClose(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test func frameIsTheBoundingBoxWhileCenterAndBoundsStay() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Swift by Sundell's example: (-50, -50, 200, 200).
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.squareRoot()
        #expect(isClose(view.frame, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half)))
        view.transform = CGAffineTransform(translationX: 10, y: -5)
        #expect(view.frame == CGRect(x: 10, y: -5, width: 100, height: 100))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func theIdentityKeepsNoSideStorage() {
        let before = UIView.transformTableCount
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = .identity
        #expect(!view.hasTransform)
        #expect(UIView.transformTableCount == before)
        view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        #expect(view.hasTransform)
        #expect(UIView.transformTableCount == before + 1)
        view.transform = .identity
        #expect(!view.hasTransform)
        #expect(UIView.transformTableCount == before)
        do {
            let released = UIView(frame: .zero)
            released.transform = CGAffineTransform(rotationAngle: 1)
            #expect(UIView.transformTableCount == before + 1)
        }
        #expect(UIView.transformTableCount == before, "deinit removes the entry")
    }

    @Test func nonFiniteTransformsAreRefused() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let diagnostics = Diagnostics.record {
            view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        }
        #expect(diagnostics.map(\.code) == ["view.invalidGeometry"])
        #expect(view.transform.isIdentity)
    }

    @Test func settingTheFrameUnderAScaleWarnsAndMatchesTheRectangle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let diagnostics = Diagnostics.record {
            view.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        }
        #expect(diagnostics.map(\.code) == ["view.frameUnderTransform"])
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2), "the transform is kept")
        #expect(view.bounds.size == CGSize(width: 50, height: 30))
        #expect(view.center == CGPoint(x: 60, y: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
    }

    @Test func settingTheFrameUnderAQuarterTurnSwapsTheSides() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        _ = Diagnostics.record { view.frame = CGRect(x: 0, y: 0, width: 40, height: 80) }
        #expect(isClose(CGPoint(x: view.bounds.width, y: view.bounds.height), CGPoint(x: 80, y: 40)))
        #expect(isClose(view.frame, CGRect(x: 0, y: 0, width: 40, height: 80)))
    }

    @Test func settingTheFrameUnderAnEighthTurnKeepsTheSizeAndMovesTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        _ = Diagnostics.record { view.frame = CGRect(x: 100, y: 100, width: 10, height: 10) }
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 105, y: 105))
    }

    @Test func conversionsRoundTripUnderRotationScaleAndTranslation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        outer.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.5)
        let inner = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 30))
        inner.transform = CGAffineTransform(translationX: 7, y: -3).rotated(by: -0.4)
        window.addSubview(outer)
        outer.addSubview(inner)
        let sibling = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        window.addSubview(sibling)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 30), CGPoint(x: -12.5, y: 99)] {
            let there = inner.convert(point, to: sibling)
            #expect(isClose(inner.convert(there, from: sibling), point))
            #expect(isClose(sibling.convert(there, to: inner), point))
            #expect(isClose(window.convert(inner.convert(point, to: nil), to: inner), point))
        }
        // The center of a view's bounds lands on its center, whatever the transform.
        #expect(isClose(outer.convert(CGPoint(x: 100, y: 50), to: window), outer.center))
        // A quarter turn takes the bounds' top-left corner to the top-right of the frame.
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(turned)
        #expect(isClose(turned.convert(CGPoint.zero, to: window), CGPoint(x: 75, y: -25)))
        #expect(isClose(turned.convert(turned.bounds, to: window), turned.frame))
        #expect(isClose(window.convert(turned.frame, to: turned), turned.bounds))
    }

    @Test func aRotatedButtonIsHitInsideItsTurnedShapeOnly() {
        let host = TestHost()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 40)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        button.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned a quarter, the 200 × 40 button stands 40 wide and 200 tall about (200, 120).
        let insideTurnedOnly = CGPoint(x: 200, y: 190)
        let insideFrameOnly = CGPoint(x: 120, y: 120)
        #expect(host.window.hitTest(insideTurnedOnly, with: nil) === button)
        #expect(host.window.hitTest(insideFrameOnly, with: nil) !== button)
        #expect(button.point(inside: button.convert(insideTurnedOnly, from: host.window), with: nil))
        host.tap(at: insideTurnedOnly)
        #expect(taps == 1)
        host.tap(at: insideFrameOnly)
        #expect(taps == 1)
    }

    @Test func hitTestingThroughTheGridHonoursTransforms() {
        let host = TestHost()
        var buttons: [UIButton] = []
        for index in 0..<(SubviewGrid.minimumSubviewCount + 4) {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(index % 10) * 30, y: CGFloat(index / 10) * 30, width: 20, height: 20)
            host.window.addSubview(button)
            buttons.append(button)
        }
        _ = host.window.hitTest(CGPoint(x: 1, y: 1), with: nil)  // builds the grid
        let scaled = buttons[0]
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // now covers (-10, -10)…(30, 30)
        #expect(host.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === scaled)
        scaled.transform = CGAffineTransform(scaleX: 0, y: 0)  // covers nothing
        #expect(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) !== scaled)
    }

    @Test func damageCoversTheOldAndNewTransformedAreas() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.render()
        _ = host.window.takeDirtyRect()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let dirty = host.window.takeDirtyRect()
        #expect(dirty?.contains(CGRect(x: 100, y: 100, width: 100, height: 20)) == true, "the old area")
        #expect(dirty?.contains(CGRect(x: 140, y: 60, width: 20, height: 100)) == true, "the new, turned area")
        host.window._checkInvariants()
        // A subview of a turned view damages its turned area.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        _ = host.render()
        _ = host.window.takeDirtyRect()
        child.backgroundColor = .blue
        let childDirty = host.window.takeDirtyRect()
        #expect(childDirty?.contains(child.convert(child.bounds, to: host.window)) == true)
        host.window._checkInvariants()
    }

    @Test func theInvariantsCatchAStaleTransformFlagInAWindowPath() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        host.window.addSubview(parent)
        parent.addSubview(child)
        _ = child.windowPath()
        #expect(host.window._invariantViolations().isEmpty)
        parent.hasTransform = true  // behind the invalidation path's back
        #expect(host.window._invariantViolations().contains { $0.contains("hasTransform") })
        parent.hasTransform = false
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        _ = child.windowPath()
        #expect(child.windowPath().transformed)
        #expect(host.window._invariantViolations().isEmpty)
    }

    @Test func clippingUnderARotationIsDrawnInTheTurnedCoordinates() throws {
        let host = TestHost()
        let clipper = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        clipper.clipsToBounds = true
        clipper.transform = CGAffineTransform(rotationAngle: .pi / 6)
        host.window.addSubview(clipper)
        let list = host.window.renderDisplayList()
        let group = list.commands.first { command in
            if case .beginTransformedGroup = command { return true }
            return false
        }
        guard case let .beginTransformedGroup(transform, clip, alpha) = try #require(group) else { return }
        #expect(clip == clipper.bounds, "clipped to the bounds, in the group's turned coordinates")
        #expect(alpha == 1)
        #expect(isClose(CGPoint(x: 40, y: 20).applying(transform), clipper.center))
    }

    @Test func autoLayoutPlacesATransformedViewByItsUntransformedFrame() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 40),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        host.window.layoutIfNeeded()
        let diagnostics = Diagnostics.record {
            button.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            button.setNeedsLayout()
            host.window.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "layout does not set the frame under the transform")
        #expect(button.center == CGPoint(x: 70, y: 62))
        #expect(button.bounds.size == CGSize(width: 100, height: 44))
    }

    @Test func theLayersTransformIsTheViewsTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        #expect(CATransform3DEqualToTransform(view.layer.transform,
                                              CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.5))))
        // Perspective is kept as set and drawn flattened to the affine part.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        perspective = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        view.layer.transform = perspective
        #expect(CATransform3DEqualToTransform(view.layer.transform, perspective))
        #expect(view.transform == CATransform3DGetAffineTransform(perspective))
        view.layer.transform = CATransform3DIdentity
        #expect(!view.hasTransform)
    }
}
