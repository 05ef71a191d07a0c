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

    /// Fills and strokes well past its bounds, as a careless `draw(_:)` does.
    final class Spill: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(bounds.insetBy(dx: -10, dy: -10))
            let line = UIBezierPath()
            line.move(to: CGPoint(x: -20, y: bounds.midY))
            line.addLine(to: CGPoint(x: bounds.maxX + 20, y: bounds.midY))
            line.lineWidth = 4
            UIColor.green.setStroke()
            line.stroke()
        }
    }

    /// A blue square with a square hole cut by drawing an image with `.destinationOut`, as UIKit code
    /// punches holes in what it has drawn.
    final class Punched: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIRectFill(bounds)
            let hole = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.black.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            hole.draw(in: CGRect(x: 3, y: 3, width: 4, height: 4), blendMode: .destinationOut, alpha: 1)
        }
    }

    let renderer = Renderer()

    /// `draw(_:)` blends into the view's own backing store on iOS: the hole it punches goes through
    /// its own drawing only, and the superview's red shows through it, never erased.
    @Test func aBlendInDrawCutsOnlyTheViewsOwnDrawing() {
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        backdrop.backgroundColor = .red
        backdrop.addSubview(Punched(frame: backdrop.bounds))
        let buffer = renderer.render(backdrop)
        #expect(buffer.color(at: CGPoint(x: 5, y: 5)) == PixelColor(red: 255, green: 0, blue: 0), "the hole")
        #expect(buffer.color(at: CGPoint(x: 1, y: 1)) == PixelColor(red: 0, green: 0, blue: 255))
    }

    /// The view's `backgroundColor` is its layer's, under the backing store: it shows in the hole too.
    @Test func aBlendInDrawLeavesTheViewsBackgroundColor() {
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        backdrop.backgroundColor = .red
        let punched = Punched(frame: backdrop.bounds)
        punched.backgroundColor = .green
        backdrop.addSubview(punched)
        let buffer = renderer.render(backdrop)
        #expect(buffer.color(at: CGPoint(x: 5, y: 5)) == PixelColor(red: 0, green: 255, blue: 0), "the hole")
        #expect(buffer.color(at: CGPoint(x: 1, y: 1)) == PixelColor(red: 0, green: 0, blue: 255))
    }

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

    /// On iOS `draw(_:)` paints into the view's backing store, a bitmap the size of its bounds: nothing
    /// it draws shows outside them, though `clipsToBounds` is false — while a subview placed outside
    /// still shows, since `clipsToBounds` alone clips subviews.
    @Test func whatDrawDrawsIsCutAtTheBoundsButSubviewsAreNot() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let spill = Spill(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(!spill.clipsToBounds)
        let outside = UIView(frame: CGRect(x: 42, y: 0, width: 10, height: 10))
        outside.backgroundColor = .blue
        spill.addSubview(outside)
        container.addSubview(spill)
        let buffer = renderer.render(container)
        #expect(buffer.color(at: CGPoint(x: 30, y: 30)) == PixelColor(red: 255, green: 0, blue: 0))
        #expect(buffer.color(at: CGPoint(x: 40, y: 40)) == PixelColor(red: 0, green: 255, blue: 0))
        for point in [CGPoint(x: 15, y: 30), CGPoint(x: 10, y: 40), CGPoint(x: 65, y: 40), CGPoint(x: 40, y: 15)] {
            #expect(buffer.color(at: point)?.alpha == 0, "drawn outside the bounds at \(point)")
        }
        #expect(buffer.color(at: CGPoint(x: 67, y: 25)) == PixelColor(red: 0, green: 0, blue: 255),
                "a subview outside the bounds still shows")
    }

    /// The recorded content keeps what the view drew; the cut happens when it is rendered.
    @Test func theContentListShowsWhatWasDrawnAndTheRenderListCutsIt() {
        let spill = Spill(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let content = spill.contentDisplayList.commands
        #expect(content.count == 2)
        #expect(!content.contains { if case .beginClip = $0 { true } else { false } })
        let rendered = spill.renderDisplayList().commands
        guard let open = rendered.firstIndex(where: { if case .beginClip = $0 { true } else { false } }),
              case let .beginClip(shape, _) = rendered[open] else {
            Issue.record("no clip around the drawing: \(rendered)")
            return
        }
        #expect(shape.bounds() == spill.bounds)
        #expect(Array(rendered[(open + 1)...(open + 2)]) == content)
        #expect(rendered[open + 3] == .endClip)
    }

    /// A plain view, and the engine's own drawing views, draw without the clip: nothing to cut.
    @Test func viewsThatDrawNothingOfTheirOwnGetNoClip() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        plain.backgroundColor = .blue
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "Hi"
        for view in [plain, label] {
            #expect(!view.renderDisplayList().commands.contains { if case .beginClip = $0 { true } else { false } })
        }
    }
}
