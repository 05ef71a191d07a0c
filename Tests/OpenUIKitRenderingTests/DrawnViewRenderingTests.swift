import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing

/// A view drawing itself with Core Graphics calls as iOS code does, rendered whole: the clip, the
/// transform and the gradient reach the pixels, and the gradient stays inside the view's bounds as
/// the view's backing store keeps it on iOS.
@MainActor
@Suite struct DrawnViewRenderingTests {
    final class Badge: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext(),
                  let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                            colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                            locations: [0, 1])
            else { return }
            context.saveGState()
            UIBezierPath(ovalIn: bounds).addClip()
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: bounds.width, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
            context.translateBy(x: bounds.midX, y: bounds.midY)
            context.setStrokeColor(UIColor.green.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: -10, y: 0))
            context.addLine(to: CGPoint(x: 10, y: 0))
            context.strokePath()
        }
    }

    final class Wash: UIView {
        override func draw(_ rect: CGRect) {
            guard let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.blue.cgColor] as CFArray, locations: nil)
            else { return }
            UIGraphicsGetCurrentContext()?.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 1, y: 0),
                                                              options: [.drawsBeforeStartLocation,
                                                                        .drawsAfterEndLocation])
        }
    }

    let renderer = Renderer()

    @Test func clippedGradientAndTranslatedStroke() {
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let buffer = renderer.render(badge)
        #expect(buffer.color(at: CGPoint(x: 1, y: 1))?.alpha == 0, "outside the oval clip")
        #expect(buffer.color(at: CGPoint(x: 4, y: 12))?.isClose(to: PixelColor(red: 230, green: 0, blue: 25),
                                                             tolerance: 12) == true)
        #expect(buffer.color(at: CGPoint(x: 36, y: 12))?.isClose(to: PixelColor(red: 25, green: 0, blue: 230),
                                                              tolerance: 12) == true)
        #expect(buffer.color(at: CGPoint(x: 20, y: 20)) == PixelColor(red: 0, green: 255, blue: 0),
                "the line drawn at the translated origin")
    }

    @Test func gradientStaysInsideTheView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        container.addSubview(Wash(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let buffer = renderer.render(container)
        #expect(buffer.color(at: CGPoint(x: 20, y: 20)) == PixelColor(red: 0, green: 0, blue: 255))
        #expect(buffer.color(at: CGPoint(x: 60, y: 20))?.alpha == 0)
    }
}
