import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewHitTestingTests {
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
