import Foundation
import OpenUIKit
import Testing

/// `UIBezierPath` as UIKit documents it: its own line attributes, `clockwise` on screen, fills and
/// strokes in the current context's colors, recorded as path commands.
@MainActor
@Suite struct UIBezierPathTests {
    @Test func defaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds == .zero)
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && !path.usesEvenOddFillRule)
    }

    @Test func shapesHaveTheirBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(oval.contains(CGPoint(x: 5, y: 5)) && !oval.contains(CGPoint(x: 0.5, y: 0.5)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 50)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(rounded.contains(CGPoint(x: 10, y: 10)) && !rounded.contains(CGPoint(x: 2, y: 2)),
                "a radius past half the side is clamped: a circle")
    }

    @Test func onlyChosenCornersAreRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 19.5, y: 0.5)), "top right stays square")
        #expect(path.contains(CGPoint(x: 0.5, y: 19.5)), "bottom left stays square")
        #expect(!path.contains(CGPoint(x: 19.5, y: 19.5)))
    }

    @Test func arcClockwiseIsOnScreenAsUIKit() {
        // UIKit: clockwise from 0 to π/2 is the short quarter through the bottom right in y-down space.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.bounds.minX > -0.01 && arc.bounds.minY > -0.01)
        #expect(abs(arc.currentPoint.y - 10) < 1e-9)
    }

    @Test func buildingAppendingAndTransforming() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 7, y: 12), controlPoint2: CGPoint(x: 3, y: 12))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 15, height: 12))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 0, width: 5, height: 5)))
        #expect(path.bounds.maxX == 25)
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(path.bounds.minX == 100)
        #expect(UIBezierPath(cgPath: path.cgPath).cgPath == path.cgPath)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func evenOddRuleMakesAHole() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(ring.contains(CGPoint(x: 15, y: 15)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 15, y: 15)))
    }

    @Test func fillAndStrokeRecordWithTheContextColorsAndPathAttributes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.setLineDash([4, 2], count: 2, phase: 1)
        let commands = UIGraphicsContext.record { _ in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            path.fill()
            path.stroke()
        }
        let shape = DisplayPath(path.cgPath.elements)
        let style = PathStrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dashLengths: [4, 2], dashPhase: 1)
        #expect(commands == [.fillPath(shape, color: .red, rule: .winding, shadow: nil),
                             .strokePath(shape, color: .blue, style: style, shadow: nil)])
    }

    @Test func setColorsBothAndTheContextTransformApplies() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.usesEvenOddFillRule = true
        let commands = UIGraphicsContext.record { context in
            UIColor.green.set()
            context.translateBy(x: 5, y: 6)
            path.fill()
            path.stroke()
        }
        let shape = DisplayPath(path.cgPath.elements, transform: CGAffineTransform(translationX: 5, y: 6))
        #expect(commands == [.fillPath(shape, color: .green, rule: .evenOdd, shadow: nil),
                             .strokePath(shape, color: .green, style: PathStrokeStyle(), shadow: nil)])
    }

    @Test func addClipOpensAClipClosedAtTheEndOfDrawing() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
        let commands = UIGraphicsContext.record { _ in
            path.addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(commands.first == .beginClip(DisplayPath(path.cgPath.elements), rule: .winding))
        #expect(commands.last == .endClip)
        #expect(commands.count == 3)
    }

    @Test func drawingOutsideAContextWarnsAndRecordsNothing() {
        let reports = Diagnostics.record {
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
            UIColor.red.setFill()
        }
        #expect(reports.map(\.code) == ["graphics.noContext", "graphics.noContext"])
    }
}
