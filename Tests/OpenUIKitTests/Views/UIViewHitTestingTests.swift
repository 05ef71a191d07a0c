import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewHitTestingTests {
    @Test func pointInsideIsTheBoundsIncludingTheirOrigin() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 9.9, y: 9.9), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.1, y: 5), with: nil))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(view.point(inside: CGPoint(x: 105, y: 105), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    }

    @Test func theDeepestViewWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5), with: nil) == nil)
    }

    @Test func laterSubviewsAreInFront() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAndTheirSubviewsAreSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(overlay)
        overlay.addSubview(inner)
        let point = CGPoint(x: 10, y: 10)
        #expect(root.hitTest(point, with: nil) === inner)

        overlay.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        overlay.isHidden = false

        overlay.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === root)
        overlay.alpha = 0.01  // exactly 0.01 still receives touches
        #expect(root.hitTest(point, with: nil) === inner)

        overlay.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
        overlay.isUserInteractionEnabled = true

        root.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) == nil)
    }

    @Test func aSubviewStickingOutIsNotHitOutsideItsSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let stickingOut = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(stickingOut)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === stickingOut)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    }

    @Test func anOverriddenPointInsideGrowsTheTouchArea() {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = Generous(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === small)
    }

    @Test func alphaIsClampedAndNaNIgnored() {
        let view = UIView()
        view.alpha = 2
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
        view.alpha = 0.5
        view.alpha = .nan
        #expect(view.alpha == 0.5)
    }

    /// The inline bounds test keeps `CGRect.contains`'s half-open edges: min edges in, max edges out.
    @Test func pointInsideMatchesCGRectContainsOnTheEdges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 10, y: 10)
        let points = [CGPoint(x: 10, y: 10), CGPoint(x: 109.999, y: 59.999), CGPoint(x: 110, y: 30),
                      CGPoint(x: 50, y: 60), CGPoint(x: 9.999, y: 30), CGPoint(x: CGFloat.nan, y: 20)]
        for point in points {
            #expect(view.point(inside: point, with: nil) == view.bounds.contains(point), "\(point)")
        }
        #expect(view.point(inside: CGPoint(x: 10, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 110, y: 30), with: nil))
        view.bounds.size = .zero
        #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }
}
