import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewConversionTests {
    /// window ⟶ outer at (10, 20) ⟶ inner at (5, 5); a sibling at (100, 200).
    private func makeTree() -> (host: TestHost, outer: UIView, inner: UIView, sibling: UIView) {
        let host = TestHost()
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let sibling = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        host.window.addSubview(outer)
        outer.addSubview(inner)
        host.window.addSubview(sibling)
        return (host, outer, inner, sibling)
    }

    @Test func pointsToAndFromAncestorsDescendantsAndCousins() {
        let (host, outer, inner, sibling) = makeTree()
        let p = CGPoint(x: 1, y: 2)
        #expect(inner.convert(p, to: outer) == CGPoint(x: 6, y: 7))
        #expect(inner.convert(p, to: host.window) == CGPoint(x: 16, y: 27))
        #expect(outer.convert(p, from: inner) == CGPoint(x: 6, y: 7))
        #expect(inner.convert(CGPoint(x: 16, y: 27), from: host.window) == p)
        #expect(inner.convert(p, to: sibling) == CGPoint(x: -84, y: -173))
        #expect(sibling.convert(inner.convert(p, to: sibling), to: inner) == p)
    }

    @Test func nilMeansWindowCoordinates() {
        let (host, _, inner, _) = makeTree()
        let p = CGPoint(x: 1, y: 2)
        #expect(inner.convert(p, to: nil) == inner.convert(p, to: host.window))
        #expect(inner.convert(CGPoint(x: 16, y: 27), from: nil) == p)
    }

    @Test func boundsOriginOffsetsTheSubviews() {
        let (host, outer, inner, _) = makeTree()
        // Scrolling outer's content by (30, 40): inner appears 30 left and 40 up.
        outer.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(inner.convert(CGPoint.zero, to: host.window) == CGPoint(x: 10 + 5 - 30, y: 20 + 5 - 40))
        #expect(outer.convert(CGPoint.zero, to: host.window) == CGPoint(x: 10 - 30, y: 20 - 40))
        #expect(outer.convert(CGPoint(x: 10, y: 20), from: host.window) == CGPoint(x: 30, y: 40))
        // The inner view's own bounds origin applies to points in its coordinates.
        inner.bounds.origin = CGPoint(x: 2, y: 3)
        #expect(inner.convert(CGPoint(x: 2, y: 3), to: outer) == CGPoint(x: 5, y: 5))
    }

    @Test func rectsKeepTheirSize() {
        let (host, outer, inner, _) = makeTree()
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(inner.convert(rect, to: host.window) == CGRect(x: 16, y: 27, width: 3, height: 4))
        #expect(inner.convert(CGRect(x: 16, y: 27, width: 3, height: 4), from: nil) == rect)
        #expect(outer.convert(rect, from: inner) == CGRect(x: 6, y: 7, width: 3, height: 4))
        #expect(inner.convert(rect, to: outer) == CGRect(x: 6, y: 7, width: 3, height: 4))
    }
}
