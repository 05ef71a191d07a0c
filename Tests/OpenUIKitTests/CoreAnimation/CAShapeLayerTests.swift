import Foundation
import Testing
@testable import OpenUIKit

/// What a shape layer and a gradient layer record: the fill and the trimmed stroke, measured by length
/// over every subpath as Core Animation measures it; the gradient between its unit points; and the
/// defaults Core Animation documents.
@MainActor
@Suite struct CAShapeLayerTests {
    /// The commands a standalone layer draws inside its group.
    private func commands(of layer: CALayer) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        layer.appendRendering(into: &commands)
        return commands
    }

    @Test func defaultsAreCoreAnimations() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == UIColor.black.cgColor)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.borderColor == UIColor.black.cgColor && layer.maskedCorners.rawValue == 15)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
    }

    @Test func strokeStartAndEndTrimByLengthAcrossSubpaths() {
        // Two segments of 10 and 30 points: the middle half runs from 10 to 30 points along.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let trimmed = PathTrimmer(path).elements(from: 0.25, to: 0.75)
        #expect(trimmed == [.moveTo(CGPoint(x: 0, y: 10)), .lineTo(CGPoint(x: 20, y: 10))])
        // A closed square counts its closing side: 90 % of its 40 points ends 6 points up that side.
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let partial = PathTrimmer(square).elements(from: 0, to: 0.9)
        #expect(partial.last == .lineTo(CGPoint(x: 0, y: 4)))
    }

    @Test func aShapeLayerRecordsItsFillThenItsTrimmedStroke() {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = [2, 3]
        shape.strokeEnd = 0.3
        let style = PathStrokeStyle(lineWidth: 4, dashLengths: [2, 3])
        #expect(commands(of: shape) == [
            .beginGroup(origin: .zero, clip: nil, alpha: 1),
            .strokePath(DisplayPath([.moveTo(.zero), .lineTo(CGPoint(x: 30, y: 0))]), color: .red, style: style, shadow: nil),
            .endGroup,
        ])
        shape.strokeStart = 0.5
        #expect(commands(of: shape).count == 2)   // nothing stroked once start passes end
    }

    @Test func aGradientLayerPaintsBetweenItsUnitPointsInsideItsRoundedBounds() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0.2, 0.8]
        let drawn = commands(of: gradient)
        guard case let .linearGradient(paint, start, end, _, _) = drawn[2] else {
            Issue.record("no gradient in \(drawn)")
            return
        }
        #expect(start == CGPoint(x: 50, y: 0) && end == CGPoint(x: 50, y: 50))
        #expect(paint.locations == [0.2, 0.8])
        // A mismatched locations list spreads the colors evenly, a non-axial type draws nothing.
        gradient.locations = [0.5]
        guard case let .linearGradient(even, _, _, _, _) = commands(of: gradient)[2] else { return }
        #expect(even.locations == [0, 1])
        let diagnostics = Diagnostics.record { gradient.type = .radial }
        #expect(diagnostics.map(\.code) == ["layer.gradientTypeUnsupported"])
        #expect(commands(of: gradient).count == 2)
    }

    @Test func initWithLayerCopiesTheProperties() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        shape.cornerRadius = 2
        shape.strokeEnd = 0.4
        shape.name = "ring"
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.frame == shape.frame && copy.cornerRadius == 2 && copy.strokeEnd == 0.4 && copy.name == "ring")
        #expect(copy.superlayer == nil)
    }

    @Test func contentsShowsACGImageAndNothingElse() {
        let image = UIImage(size: CGSize(width: 4, height: 2), scale: 2)
        #expect(image.cgImage?.width == 8 && image.cgImage?.height == 4)
        #expect(UIImage(cgImage: image.cgImage!, scale: 2).size == CGSize(width: 4, height: 2))
        #expect(UIImage().cgImage == nil)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = image      // a UIImage, not its cgImage: shows nothing, as on iOS
        #expect(commands(of: layer).count == 2)
        layer.contents = image.cgImage
        layer.contentsScale = 2
        layer.contentsGravity = .center
        #expect(commands(of: layer)[1] == .image(image, in: CGRect(x: 3, y: 4, width: 4, height: 2), tint: nil, alpha: 1))
    }
}
