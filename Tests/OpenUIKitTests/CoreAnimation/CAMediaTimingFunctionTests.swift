import Foundation
import Testing
@testable import OpenUIKit

/// Core Animation's timing curves: the named ones with Apple's control points, solved for x, and
/// custom control points.
@MainActor
@Suite struct CAMediaTimingFunctionTests {
    private func progress(_ name: CAMediaTimingFunctionName, _ x: Double) -> Double {
        CAMediaTimingFunction(name: name).progress(at: x)
    }

    @Test func namedCurvesAtKnownFractions() {
        // Reference values: the Bézier's y where its x is the fraction, solved by bisection
        // (independently of the engine) for Apple's control points.
        #expect(abs(progress(.linear, 0.3) - 0.3) < 1e-6)
        #expect(abs(progress(.easeIn, 0.5) - 0.315357) < 1e-5)
        #expect(abs(progress(.easeOut, 0.5) - 0.684643) < 1e-5)
        #expect(abs(progress(.easeInEaseOut, 0.25) - 0.129162) < 1e-5)
        #expect(abs(progress(.easeInEaseOut, 0.5) - 0.5) < 1e-6)
        #expect(abs(progress(.default, 0.5) - 0.802403) < 1e-5)
        #expect(progress(.easeIn, 0) == 0 && progress(.easeIn, 1) == 1)
    }

    @Test func controlPointsAreReadBack() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var point: [Float] = [-1, -1]
        function.getControlPoint(at: 2, values: &point)
        #expect(point == [0.3, 0.4])
        function.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
        function.getControlPoint(at: 7, values: &point)   // no such point: untouched
        #expect(point == [1, 1])
        // x outside 0…1 is clamped, so the curve stays a function of time.
        CAMediaTimingFunction(controlPoints: -2, 0, 5, 1).getControlPoint(at: 1, values: &point)
        #expect(point == [0, 0])
    }
}
