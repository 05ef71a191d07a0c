import Foundation
import OpenUIKit
import Testing

/// `CGPath`/`CGMutablePath` as Core Graphics builds them: arcs and ellipses as cubic Béziers,
/// `clockwise` in Core Graphics' sense (decreasing angles), fills by winding or even-odd.
@MainActor
@Suite struct CGPathTests {
    @Test func linesAndCurvesAreRecordedAsElements() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 4, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 7), control2: CGPoint(x: 8, y: 10))
        #expect(path.currentPoint == CGPoint(x: 9, y: 9))
        path.closeSubpath()
        #expect(path.elements == [.moveTo(CGPoint(x: 1, y: 2)), .lineTo(CGPoint(x: 3, y: 4)),
                                  .quadCurveTo(CGPoint(x: 5, y: 6), control: CGPoint(x: 4, y: 8)),
                                  .curveTo(CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 7),
                                           control2: CGPoint(x: 8, y: 10)),
                                  .closeSubpath])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2), "closing returns to the subpath's start")
        // boundingBox holds the control points; boundingBoxOfPath only the curve.
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 8, height: 8))
        #expect(path.boundingBoxOfPath.maxY < 10)
    }

    @Test func curvesWithoutACurrentPointAddNothing() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        path.addArc(tangent1End: CGPoint(x: 1, y: 1), tangent2End: CGPoint(x: 2, y: 1), radius: 1)
        path.closeSubpath()
        #expect(path.isEmpty)
    }

    @Test func rectanglesAndTransforms() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 5))
        #expect(path.elements.count == 5)
        #expect(path.contains(CGPoint(x: 6, y: 6)))
        #expect(!path.contains(CGPoint(x: 4, y: 6)))
    }

    @Test func ellipseIsFourCurvesWithinItsRect() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.elements.first == .moveTo(CGPoint(x: 20, y: 5)))
        #expect(path.elements.filter { if case .curveTo = $0 { true } else { false } }.count == 4)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 0.01 && abs(box.maxX - 20) < 0.01 && abs(box.maxY - 10) < 0.01)
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "a corner of the rect is outside the ellipse")
    }

    @Test func arcClockwiseDecreasesAnglesAsCoreGraphics() {
        let counter = CGMutablePath()
        counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Increasing angle: the quarter from (10, 0) to (0, 10), below the x-axis in y-down space.
        #expect(counter.boundingBoxOfPath.minY > -0.01)
        #expect(abs(counter.currentPoint.y - 10) < 1e-9)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Decreasing angle: three quarters, through (0, -10) and (-10, 0).
        #expect(abs(clockwise.boundingBoxOfPath.minY + 10) < 0.01)
        #expect(abs(clockwise.boundingBoxOfPath.minX + 10) < 0.01)
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.elements[1] == .lineTo(CGPoint(x: 2, y: 0)))
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // A line to where the arc starts, then the arc ends on the second tangent.
        guard case let .lineTo(start) = path.elements[1] else {
            Issue.record("expected a line")
            return
        }
        #expect(abs(start.x - 6) < 1e-9 && start.y == 0)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
        #expect(path.boundingBoxOfPath.maxX <= 10.0001, "the arc turns inside the corner")
    }

    @Test func roundedRectStaysInsideAndCutsCorners() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 8)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 20, y: 0.5)))
    }

    /// The rounded rectangle's corners come from a table of quarter arcs (`CGMutablePath.quarterArcs`,
    /// made once): each is, to the bit, the arc `addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// draws around the corner's centre, clockwise on screen from the top right.
    @Test func roundedRectCornersAreThePathsArcs() {
        let rect = CGRect(x: 3, y: 5, width: 40, height: 30)
        let rounded = CGMutablePath()
        rounded.addRoundedRect(in: rect, cornerWidth: 7, cornerHeight: 7)
        let arcs = CGMutablePath()
        arcs.move(to: CGPoint(x: rect.minX + 7, y: rect.minY))
        let centres = [CGPoint(x: rect.maxX - 7, y: rect.minY + 7), CGPoint(x: rect.maxX - 7, y: rect.maxY - 7),
                       CGPoint(x: rect.minX + 7, y: rect.maxY - 7), CGPoint(x: rect.minX + 7, y: rect.minY + 7)]
        for (index, centre) in centres.enumerated() {
            let start = -CGFloat.pi / 2 + CGFloat(index) * .pi / 2
            arcs.addArc(center: centre, radius: 7, startAngle: start, endAngle: start + .pi / 2, clockwise: false)
        }
        arcs.closeSubpath()
        #expect(rounded.elements == arcs.elements)
    }

    @Test func evenOddLeavesTheHoleOfNestedRects() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let middle = CGPoint(x: 15, y: 15)
        #expect(path.contains(middle, using: .winding), "same direction: winding 2")
        #expect(!path.contains(middle, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test func addPathAppliesItsTransformAndCopiesAreEqual() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.copy() == path)
        #expect(path.mutableCopy()?.elements == path.elements)
        #expect(square != path)
    }
}
