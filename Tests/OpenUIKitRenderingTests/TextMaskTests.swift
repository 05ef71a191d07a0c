import CCairo
import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// Text drawn again through the glyph mask its layout keeps must look as Pango draws it.
@MainActor
@Suite struct TextMaskTests {
    private func withLayout<Result>(_ text: String, size: CGFloat = 17, width: CGFloat = 400,
                                    _ body: (TextLayout) -> Result) -> Result {
        let run = TextRun(text: text, frame: CGRect(x: 0, y: 0, width: width, height: 40),
                          font: .systemFont(ofSize: size), color: .black, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        return TextLayoutEngine.shared.withLayout(TextLayoutKey(run: run), body)
    }

    /// `text` drawn in black with its origin at `origin` (points) at `scale`, through the canvas (its
    /// mask) or straight by Pango.
    private func pixels(_ text: TextLayout, at origin: CGPoint, scale: CGFloat, throughMask: Bool) -> [UInt32] {
        var buffer = PixelBuffer(size: CGSize(width: 240, height: 60), scale: scale)
        let width = Int32(buffer.width), height = Int32(buffer.height)
        buffer.pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, width, height, width * 4)
            let cr = cairo_create(surface)!
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, origin.x, origin.y)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            if throughMask {
                CairoCanvas(cr: cr, scale: scale).show(text, at: .zero)
            } else {
                cairo_move_to(cr, 0, 0)
                pango_cairo_show_layout(cr, text.layout)
            }
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        return buffer.pixels
    }

    /// At whole and fractional pixel positions, at 1x, 2x and 3x: the same pixels (glyphs that do not
    /// touch, so Cairo composites each glyph on its own as the mask holds them).
    @Test(arguments: [(CGPoint(x: 10, y: 10), 1), (CGPoint(x: 10.3, y: 7.75), 1), (CGPoint(x: 3.1, y: 2.6), 2),
                      (CGPoint(x: 4.45, y: 1.2), 3)] as [(CGPoint, CGFloat)])
    func drawingThroughTheMaskGivesPangosPixels(origin: CGPoint, scale: CGFloat) {
        withLayout("I l I l H") { text in
            let direct = pixels(text, at: origin, scale: scale, throughMask: false)
            #expect(direct.contains { $0 != 0 })
            // Twice: the second time from the kept mask. Counted, so a failure prints a number.
            for _ in 0..<2 {
                let masked = pixels(text, at: origin, scale: scale, throughMask: true)
                #expect(zip(masked, direct).filter { $0 != $1 }.count == 0)
            }
        }
    }

    /// One mask per scale and pixel phase the layout is drawn at, at most two (text and shadow): drawn
    /// again at the same phase, elsewhere, the layout reuses its mask.
    @Test func aLayoutKeepsAMaskPerPhaseAndAtMostTwo() {
        withLayout("Kept", size: 21) { text in
            text.masks.removeAll()
            _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 1, throughMask: true)
            _ = pixels(text, at: CGPoint(x: 30, y: 20), scale: 1, throughMask: true)
            #expect(text.masks.count == 1)
            _ = pixels(text, at: CGPoint(x: 10.5, y: 10), scale: 1, throughMask: true)
            #expect(text.masks.count == 2)
            _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 2, throughMask: true)
            #expect(text.masks.count == 2 && text.masks.last?.scale == 2)
            #expect(text.masks.first?.phase == CGPoint(x: 0.5, y: 0))
        }
    }

    /// Text whose mask would be too large is drawn directly; whitespace has no ink and no mask.
    @Test func largeTextAndWhitespaceAreDrawnWithoutAMask() {
        let page = String(repeating: "A long line of text that wraps. ", count: 400)
        withLayout(page, width: 600) { text in
            #expect(text.mask(atDeviceOrigin: .zero, scale: 2) == nil)
            #expect(text.masks.isEmpty)
            #expect(pixels(text, at: .zero, scale: 1, throughMask: true).contains { $0 != 0 })
        }
        withLayout("   ") { text in
            #expect(text.mask(atDeviceOrigin: .zero, scale: 1) == nil)
        }
        withLayout("Far") { text in
            #expect(text.mask(atDeviceOrigin: CGPoint(x: 1e12, y: 0), scale: 1) == nil)
            #expect(text.mask(atDeviceOrigin: CGPoint(x: CGFloat.nan, y: 0), scale: 1) == nil)
        }
    }
}
