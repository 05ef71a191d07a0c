import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// Paths, clips, gradients and shadows recorded by `UIBezierPath` and `CGContext`, drawn by Cairo:
/// pixels sampled, and the drawn area checked to hold every pixel drawn.
@MainActor
@Suite struct RendererPathTests {
    let renderer = Renderer()
    let red = PixelColor(red: 255, green: 0, blue: 0)
    let blue = PixelColor(red: 0, green: 0, blue: 255)
    let clear = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)
    let size = CGSize(width: 40, height: 40)

    func render(_ commands: [DisplayCommand]) -> PixelBuffer {
        renderer.render(DisplayList(commands), size: size, scale: 1)
    }

    func path(_ build: (CGMutablePath) -> Void) -> [PathElement] {
        let path = CGMutablePath()
        build(path)
        return path.elements
    }

    var triangle: [PathElement] {
        path { $0.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)]) }
    }

    @Test func fillPaintsInsideThePathOnly() {
        let buffer = render([.fillPath(DisplayPath(triangle), color: .red, rule: .winding, shadow: nil)])
        #expect(buffer.color(at: CGPoint(x: 5, y: 5)) == red)
        #expect(buffer.color(at: CGPoint(x: 35, y: 35)) == clear)
    }

    @Test func evenOddLeavesAHoleWindingDoesNot() {
        let rings = path {
            $0.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            $0.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let evenOdd = render([.fillPath(DisplayPath(rings), color: .red, rule: .evenOdd, shadow: nil)])
        #expect(evenOdd.color(at: CGPoint(x: 20, y: 20)) == clear)
        #expect(evenOdd.color(at: CGPoint(x: 5, y: 5)) == red)
        let winding = render([.fillPath(DisplayPath(rings), color: .red, rule: .winding, shadow: nil)])
        #expect(winding.color(at: CGPoint(x: 20, y: 20)) == red)
    }

    @Test func strokeIsCentredOnThePathWithItsCaps() {
        let line = path {
            $0.move(to: CGPoint(x: 10, y: 20))
            $0.addLine(to: CGPoint(x: 30, y: 20))
        }
        let butt = render([.strokePath(DisplayPath(line), color: .blue, style: PathStrokeStyle(lineWidth: 4), shadow: nil)])
        #expect(butt.color(at: CGPoint(x: 20, y: 18.5)) == blue)
        #expect(butt.color(at: CGPoint(x: 20, y: 21.5)) == blue)
        #expect(butt.color(at: CGPoint(x: 20, y: 22.5)) == clear)
        #expect(butt.color(at: CGPoint(x: 9.5, y: 20)) == clear, "butt caps stop at the end")
        let square = render([.strokePath(DisplayPath(line), color: .blue,
                                         style: PathStrokeStyle(lineWidth: 4, lineCap: .square), shadow: nil)])
        #expect(square.color(at: CGPoint(x: 9.5, y: 20)) == blue, "square caps reach half the width past")
    }

    @Test func transformScalesTheLineWidth() {
        let line = path {
            $0.move(to: CGPoint(x: 5, y: 10))
            $0.addLine(to: CGPoint(x: 15, y: 10))
        }
        let doubled = DisplayPath(line, transform: CGAffineTransform(scaleX: 2, y: 2))
        let buffer = render([.strokePath(doubled, color: .blue, style: PathStrokeStyle(lineWidth: 2), shadow: nil)])
        #expect(buffer.color(at: CGPoint(x: 20, y: 18.5)) == blue)
        #expect(buffer.color(at: CGPoint(x: 20, y: 21.5)) == blue, "2 points wide in user space is 4 on screen")
        #expect(buffer.color(at: CGPoint(x: 20, y: 10)) == clear)
    }

    @Test func dashesLeaveGaps() {
        let line = path {
            $0.move(to: CGPoint(x: 0, y: 20))
            $0.addLine(to: CGPoint(x: 40, y: 20))
        }
        let style = PathStrokeStyle(lineWidth: 4, dashLengths: [10, 10])
        let buffer = render([.strokePath(DisplayPath(line), color: .blue, style: style, shadow: nil)])
        #expect(buffer.color(at: CGPoint(x: 5, y: 20)) == blue)
        #expect(buffer.color(at: CGPoint(x: 15, y: 20)) == clear)
        #expect(buffer.color(at: CGPoint(x: 25, y: 20)) == blue)
    }

    @Test func clipLimitsDrawingUntilItEnds() {
        let circle = path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        let everything = CGRect(origin: .zero, size: size)
        let buffer = render([
            .beginClip(DisplayPath(circle), rule: .winding),
            .fill(everything, color: .red, cornerRadius: 0),
            .endClip,
            .fill(CGRect(x: 30, y: 30, width: 10, height: 10), color: .blue, cornerRadius: 0),
        ])
        #expect(buffer.color(at: CGPoint(x: 10, y: 10)) == red)
        #expect(buffer.color(at: CGPoint(x: 1, y: 1)) == clear, "outside the circle")
        #expect(buffer.color(at: CGPoint(x: 25, y: 10)) == clear)
        #expect(buffer.color(at: CGPoint(x: 35, y: 35)) == blue, "after the clip ends")
    }

    @Test func gradientRunsBetweenItsEnds() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                               locations: nil))
        let band = render([.linearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                           options: [], transform: .identity)])
        #expect(band.color(at: CGPoint(x: 10.5, y: 20))?.isClose(to: red, tolerance: 20) == true)
        #expect(band.color(at: CGPoint(x: 29.5, y: 20))?.isClose(to: blue, tolerance: 20) == true)
        #expect(band.color(at: CGPoint(x: 5, y: 20)) == clear, "nothing before the start without the option")
        #expect(band.color(at: CGPoint(x: 35, y: 20)) == clear)
        let after = render([.linearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                            options: .drawsAfterEndLocation, transform: .identity)])
        #expect(after.color(at: CGPoint(x: 35, y: 20)) == blue)
        #expect(after.color(at: CGPoint(x: 5, y: 20)) == clear)
        let both = render([.linearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation],
                                           transform: .identity)])
        #expect(both.color(at: CGPoint(x: 5, y: 20)) == red)
    }

    @Test func shadowIsPaintedAtItsOffsetUnderTheShape() {
        let square = path { $0.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }
        let shadow = DisplayShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: .blue)
        let buffer = render([.fillPath(DisplayPath(square), color: .red, rule: .winding, shadow: shadow)])
        #expect(buffer.color(at: CGPoint(x: 10, y: 10)) == red)
        #expect(buffer.color(at: CGPoint(x: 22, y: 22)) == blue)
        #expect(buffer.color(at: CGPoint(x: 2, y: 2)) == clear)
    }

    @Test func undrawablePathsDrawNothingAndLeaveTheCanvasWorking() {
        let square = path { $0.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }
        let singular = DisplayPath(square, transform: CGAffineTransform(scaleX: 0, y: 1))
        let far = DisplayPath([.moveTo(.zero), .lineTo(CGPoint(x: 1e12, y: 0)), .lineTo(CGPoint(x: 0, y: 5))])
        let badDash = PathStrokeStyle(lineWidth: 2, dashLengths: [-1, 0])
        let buffer = render([
            .fillPath(singular, color: .red, rule: .winding, shadow: nil),
            .beginClip(singular, rule: .winding),
            .fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, cornerRadius: 0),
            .endClip,
            .fillPath(far, color: .red, rule: .winding, shadow: nil),
            .strokePath(DisplayPath(square), color: .blue, style: badDash, shadow: nil),
        ])
        #expect(buffer.color(at: CGPoint(x: 30, y: 30)) == clear, "a singular clip shows nothing")
        #expect(buffer.color(at: CGPoint(x: 1, y: 1)) == clear)
        #expect(buffer.color(at: CGPoint(x: 5, y: 10)) == blue, "an invalid dash strokes solid")
    }

    @Test func drawnAreaHoldsEveryPixelDrawn() throws {
        // A sharp miter, a transformed stroke, a shadow: the area the renderer reserves must hold the ink.
        let spike = path {
            $0.move(to: CGPoint(x: 10, y: 30))
            $0.addLine(to: CGPoint(x: 20, y: 10))
            $0.addLine(to: CGPoint(x: 22, y: 30))
        }
        let cases: [[DisplayCommand]] = [
            [.strokePath(DisplayPath(spike), color: .red, style: PathStrokeStyle(lineWidth: 3), shadow: nil)],
            [.strokePath(DisplayPath(spike, transform: CGAffineTransform(translationX: 20, y: 0).rotated(by: 0.3)),
                         color: .red, style: PathStrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .round),
                         shadow: nil)],
            [.fillPath(DisplayPath(spike), color: .red, rule: .winding,
                       shadow: DisplayShadow(offset: CGSize(width: 6, height: -4), blur: 0, color: .blue))],
        ]
        for commands in cases {
            let ink = try #require(render(commands).inkBounds())
            let area = DisplayList(commands).drawnArea(after: -1, scale: 1, limit: CGRect(origin: .zero, size: size))
            #expect(area.bounds.contains(ink), "\(ink) drawn outside \(area.bounds) for \(commands)")
        }
    }

    @Test func drawnAreaFollowsPathsClipsAndGradients() throws {
        let limit = CGRect(x: -1000, y: -1000, width: 2000, height: 2000)
        func bounds(_ commands: [DisplayCommand]) -> CGRect {
            DisplayList(commands).drawnArea(after: -1, scale: 1, limit: limit).bounds
        }
        let line = path {
            $0.move(to: CGPoint(x: 10, y: 10))
            $0.addLine(to: CGPoint(x: 20, y: 10))
        }
        // Round joins and caps: half the width; miter joins: half the width times the miter limit.
        #expect(bounds([.strokePath(DisplayPath(line), color: .red,
                                    style: PathStrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round),
                                    shadow: nil)]) == CGRect(x: 8, y: 8, width: 14, height: 4))
        #expect(bounds([.strokePath(DisplayPath(line), color: .red, style: PathStrokeStyle(lineWidth: 2, miterLimit: 4),
                                    shadow: nil)]) == CGRect(x: 6, y: 6, width: 18, height: 8))
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor] as CFArray,
                                               locations: nil))
        let box = path { $0.addRect(CGRect(x: 3, y: 4, width: 5, height: 6)) }
        #expect(bounds([.beginClip(DisplayPath(box), rule: .winding),
                        .linearGradient(gradient, start: .zero, end: CGPoint(x: 1, y: 0), options: [],
                                        transform: .identity),
                        .endClip]) == CGRect(x: 3, y: 4, width: 5, height: 6))
        #expect(bounds([.beginClip(DisplayPath(box), rule: .winding), .endClip,
                        .fillPath(DisplayPath(line + [.lineTo(CGPoint(x: 10, y: 30))]), color: .red, rule: .winding,
                                  shadow: nil)]) == CGRect(x: 10, y: 10, width: 10, height: 20),
                "a fill after the clip ends is not clipped")
    }
}
