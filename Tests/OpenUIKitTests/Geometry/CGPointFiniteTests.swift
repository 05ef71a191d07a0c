import Foundation
import Testing
@testable import OpenUIKit

/// The point helpers the input path relies on: refusing non-finite coordinates, and measuring how far
/// a touch travelled (tap slop, multi-tap distance).
@Suite struct CGPointFiniteTests {
    @Test func aPointIsFiniteOnlyWhenBothCoordinatesAre() {
        #expect(CGPoint(x: 1, y: -2).isFinite)
        #expect(!CGPoint(x: CGFloat.nan, y: 0).isFinite)
        #expect(!CGPoint(x: 0, y: CGFloat.infinity).isFinite)
        #expect(!CGPoint(x: -CGFloat.infinity, y: CGFloat.nan).isFinite)
    }

    @Test func distanceIsTheStraightLineBetweenTwoPoints() {
        #expect(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(CGPoint(x: 3, y: 4).distance(to: CGPoint(x: 0, y: 0)) == 5)
        #expect(CGPoint(x: 7, y: 7).distance(to: CGPoint(x: 7, y: 7)) == 0)
        #expect(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: CGFloat.nan, y: 0)).isNaN)
        #expect(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: 0, y: -1e300)) == 1e300, "no overflow of the squares")
    }
}
