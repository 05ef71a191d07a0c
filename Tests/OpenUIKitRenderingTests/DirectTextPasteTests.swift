import CCairo
import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// Text whose mask lies where the clip lets every pixel through is pasted by pixman directly
/// (`CairoCanvas.pasteDirectly`); it must give exactly the pixels Cairo gives through `cairo_mask`,
/// which the canvas uses under any clip it cannot describe as a rectangle (a clip path here).
@MainActor
@Suite struct DirectTextPasteTests {
    private let size = CGSize(width: 160, height: 60)

    private func run(_ color: UIColor, frame: CGRect = CGRect(x: 6, y: 8, width: 140, height: 40)) -> DisplayCommand {
        .text(TextRun(text: "Modal dialog", frame: frame, font: .systemFont(ofSize: 17), color: color))
    }

    /// A clip path over the whole drawing: it clips nothing away, but the canvas does not know that,
    /// so text inside it goes through Cairo.
    private func throughCairo(_ commands: [DisplayCommand]) -> [DisplayCommand] {
        let everything = CGMutablePath()
        everything.addRect(CGRect(x: -10, y: -10, width: 400, height: 400))
        return [.beginClip(DisplayPath(everything.elements), rule: .winding)] + commands + [.endClip]
    }

    private func pixels(_ commands: [DisplayCommand], scale: CGFloat) -> [UInt32] {
        Renderer().render(DisplayList(commands), size: size, scale: scale).pixels
    }

    private func expectSamePixels(_ commands: [DisplayCommand], scale: CGFloat,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let direct = pixels(commands, scale: scale)
        #expect(direct == pixels(throughCairo(commands), scale: scale), sourceLocation: sourceLocation)
        // The text drew something.
        #expect(direct != pixels(commands.filter { if case .text = $0 { false } else { true } }, scale: scale),
                sourceLocation: sourceLocation)
    }

    private let colors: [UIColor] = [
        .black, UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
        UIColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.5), UIColor(white: 1, alpha: 0.75),
    ]

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func textOverABackgroundMatchesCairo(scale: CGFloat) {
        for color in colors {
            let background = UIColor(red: 0.2, green: 0.7, blue: 0.8, alpha: 1)
            expectSamePixels([.fill(CGRect(origin: .zero, size: size), color: background, cornerRadius: 0), run(color)],
                             scale: scale)
            // On a transparent buffer, and at a fractional position.
            expectSamePixels([run(color, frame: CGRect(x: 6.3, y: 8.6, width: 140, height: 40))], scale: scale)
        }
    }

    /// Inside a group drawn offscreen (alpha below 1), whose surface has a device offset and starts
    /// clear: a fill laid over the pasted text afterwards must blend with it, not replace it.
    @Test(arguments: [1, 2] as [CGFloat])
    func textInAnOffscreenGroupMatchesCairo(scale: CGFloat) {
        for color in colors {
            expectSamePixels([
                .fill(CGRect(origin: .zero, size: size), color: .white, cornerRadius: 0),
                .beginGroup(origin: CGPoint(x: 3, y: 5), clip: CGRect(x: 0, y: 0, width: 150, height: 50), alpha: 0.6),
                run(color),
                .fill(CGRect(x: 20, y: 10, width: 40, height: 30), color: UIColor(red: 0, green: 0, blue: 1, alpha: 0.4),
                      cornerRadius: 0),
                .endGroup,
            ], scale: scale)
        }
    }

    /// A group's clip that cuts the text: the clipped pixels stay as they were, as Cairo clips them.
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func textCutByAGroupClipIsCut(scale: CGFloat) {
        for clip in [CGRect(x: 0, y: 0, width: 50, height: 60), CGRect(x: 0, y: 0, width: 160, height: 27.25),
                     CGRect(x: 30.5, y: 12.3, width: 40.2, height: 30)] {
            let commands: [DisplayCommand] = [
                .fill(CGRect(origin: .zero, size: size), color: .white, cornerRadius: 0),
                .beginGroup(origin: .zero, clip: clip, alpha: 1), run(.black), .endGroup,
            ]
            expectSamePixels(commands, scale: scale)
            let cut = CGMutablePath()
            cut.addRect(clip)
            let clippedByPath: [DisplayCommand] = [
                .fill(CGRect(origin: .zero, size: size), color: .white, cornerRadius: 0),
                .beginClip(DisplayPath(cut.elements), rule: .winding), run(.black), .endClip,
            ]
            #expect(pixels(commands, scale: scale) == pixels(clippedByPath, scale: scale))
        }
    }

    /// The area the canvas knows to be unclipped follows the clips: narrowed to the whole pixels
    /// inside a group's clip, null under a clip path, restored as each closes; and it is the whole
    /// clip only while every clip edge lies on a whole device pixel.
    @Test func unclippedAreaFollowsTheClips() {
        var buffer = PixelBuffer(size: size, scale: 2)
        let width = Int32(buffer.width), height = Int32(buffer.height)
        buffer.pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, width, height, width * 4)
            let cr = cairo_create(surface)!
            cairo_scale(cr, 2, 2)
            let canvas = CairoCanvas(cr: cr, scale: 2)
            let whole = UnclippedArea(pixels: CGRect(x: 0, y: 0, width: 320, height: 120), isWholeClip: true)
            #expect(canvas.unclippedArea == whole)
            canvas.draw(.beginGroup(origin: CGPoint(x: 10, y: 5), clip: CGRect(x: 0, y: 0, width: 50.5, height: 20),
                                    alpha: 1))
            // Device x from 20 to 121: whole pixels, the clip is exactly them.
            let group = UnclippedArea(pixels: CGRect(x: 20, y: 10, width: 101, height: 40), isWholeClip: true)
            #expect(canvas.unclippedArea == group)
            canvas.draw(.beginGroup(origin: .zero, clip: CGRect(x: 0.25, y: 0, width: 50, height: 20), alpha: 1))
            // Device x from 20.5 to 120.5: the whole pixels 21 to 120, and a clip edge inside a pixel.
            let inner = UnclippedArea(pixels: CGRect(x: 21, y: 10, width: 99, height: 40), isWholeClip: false)
            #expect(canvas.unclippedArea == inner)
            // A clip path that is a rectangle lets its interior through whole; not known to be exactly it.
            let square = CGMutablePath()
            square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            canvas.draw(.beginClip(DisplayPath(square.elements), rule: .winding))
            #expect(canvas.unclippedArea == UnclippedArea(pixels: CGRect(x: 21, y: 10, width: 19, height: 20), isWholeClip: false))
            canvas.draw(.endClip)
            #expect(canvas.unclippedArea == inner)
            // Rounded top corners (a card's): the rows below the corners, across the whole width.
            let card = CGMutablePath()
            card.move(to: CGPoint(x: 0, y: 4))
            card.addCurve(to: CGPoint(x: 4, y: 0), control1: CGPoint(x: 0, y: 1.8), control2: CGPoint(x: 1.8, y: 0))
            card.addLine(to: CGPoint(x: 36, y: 0))
            card.addCurve(to: CGPoint(x: 40, y: 4), control1: CGPoint(x: 38.2, y: 0), control2: CGPoint(x: 40, y: 1.8))
            card.addLine(to: CGPoint(x: 40, y: 20))
            card.addLine(to: CGPoint(x: 0, y: 20))
            card.closeSubpath()
            canvas.draw(.beginClip(DisplayPath(card.elements), rule: .winding))
            #expect(canvas.unclippedArea == UnclippedArea(pixels: CGRect(x: 21, y: 18, width: 79, height: 32), isWholeClip: false))
            canvas.draw(.endClip)
            // Any other shape: nothing known.
            let circle = CGMutablePath()
            circle.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            canvas.draw(.beginClip(DisplayPath(circle.elements), rule: .winding))
            #expect(canvas.unclippedArea == .null)
            canvas.draw(.endClip)
            #expect(canvas.unclippedArea == inner)
            canvas.draw(.endGroup)
            #expect(canvas.unclippedArea == group)
            canvas.draw(.endGroup)
            #expect(canvas.unclippedArea == whole)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
    }
}

/// A layer's background filled by pixman directly (`CairoCanvas.fillDirectly`) must give the pixels
/// Cairo's SOURCE fill of the same rectangles gives, and refuse rectangles off whole pixels.
@MainActor
@Suite struct DirectBackgroundFillTests {
    private let rectangles = [CGRect(x: 10, y: 5, width: 40, height: 20.5), CGRect(x: 60, y: 30, width: 70, height: 10)]

    /// A buffer of 160×60 points at `scale` whose corner is the list's point `origin`, first painted
    /// gray, then filled with `color` in `rectangles` by pixman (`direct`) or by Cairo.
    private func filled(_ rectangles: [CGRect], color: UIColor, scale: CGFloat, origin: CGPoint,
                        direct: Bool) -> (pixels: [UInt32], filledDirectly: Bool) {
        var buffer = PixelBuffer(size: CGSize(width: 160, height: 60), scale: scale)
        let width = Int32(buffer.width), height = Int32(buffer.height)
        var filledDirectly = false
        buffer.pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, width, height, width * 4)
            let cr = cairo_create(surface)!
            cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 1)
            cairo_paint(cr)
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, -origin.x, -origin.y)
            if direct {
                filledDirectly = CairoCanvas.fillDirectly(rectangles, with: color, in: cr, origin: origin, scale: scale)
            } else {
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                PixelRegion.addPath(rectangles, to: cr)
                cairo_fill(cr)
            }
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        return (buffer.pixels, filledDirectly)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func fillMatchesCairo(scale: CGFloat) {
        // Whole pixels at every scale: the rectangles are pixel-aligned as a layer's content is.
        let aligned = rectangles.map { Renderer.pixelAligned($0, scale: scale) }
        let origin = CGPoint(x: 4, y: 2)
        for color in [UIColor.white, UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1),
                      UIColor(red: 1, green: 0, blue: 0.5, alpha: 0.4)] {
            let direct = filled(aligned, color: color, scale: scale, origin: origin, direct: true)
            #expect(direct.filledDirectly)
            #expect(direct.pixels == filled(aligned, color: color, scale: scale, origin: origin, direct: false).pixels)
        }
    }

    @Test func rectanglesOffWholePixelsAreLeftToCairo() {
        let offPixels = [CGRect(x: 10.25, y: 5, width: 40, height: 20)]
        let gray = filled([], color: .white, scale: 1, origin: .zero, direct: false).pixels
        let direct = filled(offPixels, color: .white, scale: 1, origin: .zero, direct: true)
        #expect(!direct.filledDirectly)
        #expect(direct.pixels == gray)
    }
}
