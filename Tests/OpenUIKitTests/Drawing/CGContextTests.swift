import Foundation
import OpenUIKit
import Testing

/// `UIGraphicsGetCurrentContext()` as a `CGContext`: Core Graphics state (colors, line attributes,
/// CTM, clip, shadow) recorded into display commands.
@MainActor
@Suite struct CGContextTests {
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    func rectElements(_ rect: CGRect) -> [PathElement] {
        let path = CGMutablePath()
        path.addRect(rect)
        return path.elements
    }

    @Test func defaultsAreOpaqueBlackAndOnePointButtLines() {
        let commands = UIGraphicsContext.record { _ in
            let context: CGContext = UIGraphicsGetCurrentContext()!
            context.fill(square)
            context.stroke(square)
        }
        #expect(commands == [.fillPath(DisplayPath(rectElements(square)), color: .black, rule: .winding, shadow: nil),
                             .strokePath(DisplayPath(rectElements(square)), color: .black, style: PathStrokeStyle(),
                                         shadow: nil)])
    }

    @Test func pathIsBuiltThenPaintedAndEmptied() {
        let commands = UIGraphicsContext.record { context in
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(4)
            context.setLineCap(.square)
            context.setLineJoin(.round)
            context.setLineDash(phase: 0, lengths: [2, 2])
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: 10, y: 0))
            #expect(!context.isPathEmpty)
            #expect(context.currentPointOfPath == CGPoint(x: 10, y: 0))
            context.strokePath()
            #expect(context.isPathEmpty)
            context.strokePath()  // nothing left to stroke
        }
        let style = PathStrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .round, dashLengths: [2, 2])
        #expect(commands == [.strokePath(DisplayPath([.moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0))]),
                                         color: .red, style: style, shadow: nil)])
    }

    @Test func drawPathModesFillAndStroke() {
        let commands = UIGraphicsContext.record { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.addEllipse(in: square)
            context.drawPath(using: .eoFillStroke)
        }
        #expect(commands.count == 2)
        guard case let .fillPath(path, color, rule, _) = commands[0], case .strokePath = commands[1] else {
            Issue.record("expected a fill then a stroke: \(commands)")
            return
        }
        #expect(color == .blue && rule == .evenOdd && path.bounds() == square)
    }

    @Test func ctmIsRecordedWithUserSpacePoints() {
        let commands = UIGraphicsContext.record { context in
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            context.addRect(square)
            context.strokePath()
        }
        let expected = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        guard case let .strokePath(path, _, _, _) = commands.first else {
            Issue.record("expected a stroke: \(commands)")
            return
        }
        #expect(path.transform == expected)
        #expect(path.elements == rectElements(square))
        #expect(path.bounds() == CGRect(x: 10, y: 20, width: 20, height: 20))
    }

    @Test func restoreGStateBringsBackStateAndClosesClips() {
        let commands = UIGraphicsContext.record { context in
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.setFillColor(UIColor.green.cgColor)
            context.rotate(by: .pi)
            context.clip(to: square)
            context.fill(square)
            context.restoreGState()
            #expect(context.ctm.isIdentity)
            context.fill(square)
        }
        #expect(commands.map(\.kind) == ["beginClip", "fillPath", "endClip", "fillPath"])
        guard case let .fillPath(_, last, _, _) = commands.last else { return }
        #expect(last == .red)
    }

    @Test func unbalancedRestoreWarns() {
        let reports = Diagnostics.record {
            _ = UIGraphicsContext.record { $0.restoreGState() }
        }
        #expect(reports.map(\.code) == ["graphics.unbalancedRestore"])
    }

    @Test func clipConsumesThePathAndUsesTheRule() {
        let commands = UIGraphicsContext.record { context in
            context.addRect(square)
            context.clip(using: .evenOdd)
            #expect(context.isPathEmpty)
        }
        #expect(commands == [.beginClip(DisplayPath(rectElements(square)), rule: .evenOdd), .endClip])
    }

    @Test func shadowAndAlphaApplyToLaterPaints() {
        let commands = UIGraphicsContext.record { context in
            context.setShadow(offset: CGSize(width: 2, height: 3), blur: 4, color: UIColor.black.cgColor)
            context.setAlpha(0.5)
            context.fill(square)
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.fill(square)
        }
        let shadow = DisplayShadow(offset: CGSize(width: 2, height: 3), blur: 4, color: .black)
        let half = UIColor.black.withAlphaComponent(0.5)
        #expect(commands == [.fillPath(DisplayPath(rectElements(square)), color: half, rule: .winding, shadow: shadow),
                             .fillPath(DisplayPath(rectElements(square)), color: half, rule: .winding, shadow: nil)])
    }

    @Test func gradientIsKeptInsideTheDrawingBounds() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                               locations: [0, 1]))
        #expect(gradient.colors == [.red, .blue])
        let commands = UIGraphicsContext.record(bounds: square) { context in
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
        }
        #expect(commands == [.beginClip(DisplayPath(rectElements(square)), rule: .winding),
                             .linearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [],
                                             transform: .identity),
                             .endClip])
    }

    @Test func badGradientsAreNil() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor] as CFArray, locations: [0, 1]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                           locations: nil)?.locations == [0, 1])
    }

    @Test func rectFunctionsUseTheFillColor() {
        let commands = UIGraphicsContext.record { _ in
            UIColor.red.setFill()
            UIRectFill(square)
            UIRectFrame(square)
            UIRectClip(square)
        }
        #expect(commands.map(\.kind) == ["fillPath", "fillPath", "beginClip", "endClip"])
        guard case let .fillPath(frame, color, rule, _) = commands[1] else { return }
        #expect(color == .red && rule == .evenOdd)
        let outline = CGMutablePath()
        outline.addPath(CGPath(rect: square, transform: nil))
        outline.addRect(square.insetBy(dx: 1, dy: 1))
        #expect(frame.elements == outline.elements)
    }

    @Test func cgColorRoundTrips() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor.black.cgColor.components == [0, 1], "a gray has white and alpha")
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red.cgColor)
    }
}

extension DisplayCommand {
    /// The case's name, to assert the shape of a list.
    var kind: String { String(describing: self).prefix { $0 != "(" }.description }
}
