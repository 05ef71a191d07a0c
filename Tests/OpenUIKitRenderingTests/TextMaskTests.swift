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
            // Three times: through a mask not kept, one kept, then the kept one. Counted, so a failure
            // prints a number.
            for _ in 0..<3 {
                let masked = pixels(text, at: origin, scale: scale, throughMask: true)
                #expect(zip(masked, direct).filter { $0 != $1 }.count == 0)
            }
            #expect(text.masks.contains { $0.scale == scale })
        }
    }

    /// A mask is kept on the second draw at one scale and pixel phase, and reused wherever the text is
    /// drawn at that phase; at most two are kept (text and shadow), the least recently used going.
    @Test func aLayoutKeepsAMaskPerPhaseAndAtMostTwo() {
        withLayout("Kept", size: 21) { text in
            text.masks.removeAll()
            text.lastUnkeptDraw = nil
            _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 1, throughMask: true)
            #expect(text.masks.isEmpty)
            _ = pixels(text, at: CGPoint(x: 30, y: 20), scale: 1, throughMask: true)
            _ = pixels(text, at: CGPoint(x: 50, y: 20), scale: 1, throughMask: true)
            #expect(text.masks.count == 1)
            for _ in 0..<2 { _ = pixels(text, at: CGPoint(x: 10.5, y: 10), scale: 1, throughMask: true) }
            #expect(text.masks.count == 2)
            _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 1, throughMask: true)
            #expect(text.masks.last?.phase == .zero)
            for _ in 0..<2 { _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 2, throughMask: true) }
            #expect(text.masks.count == 2 && text.masks.first?.phase == .zero && text.masks.last?.scale == 2)
        }
    }

    /// Text drawn once at each of many phases keeps no mask; past the engine's byte budget no mask is
    /// kept, and the masks' bytes are counted back when they go.
    @Test func masksAreKeptOnlyForRepeatsAndWithinTheBudget() {
        withLayout("Once", size: 19) { text in
            text.masks.removeAll()
            text.lastUnkeptDraw = nil
            for step in 0..<8 {
                _ = pixels(text, at: CGPoint(x: 10 + CGFloat(step) * 0.125, y: 10), scale: 1, throughMask: true)
            }
            #expect(text.masks.isEmpty)
            let engine = TextLayoutEngine.shared
            let budget = engine.maskByteBudget
            engine.maskByteBudget = engine.maskBytes
            for _ in 0..<3 { _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 1, throughMask: true) }
            #expect(text.masks.isEmpty)
            engine.maskByteBudget = budget
            for _ in 0..<2 { _ = pixels(text, at: CGPoint(x: 10, y: 10), scale: 1, throughMask: true) }
            let held = engine.maskBytes
            #expect(text.masks.count == 1 && held >= text.masks[0].byteCount && text.masks[0].byteCount > 0)
            let byteCount = text.masks[0].byteCount
            text.masks.removeAll()
            #expect(engine.maskBytes == held - byteCount)
        }
    }

    /// Text whose mask would be too large to keep is drawn through a mask it does not keep; whitespace
    /// has no ink and no mask, and an origin too far out is drawn directly.
    @Test func largeTextAndWhitespaceAreDrawnWithoutAMask() {
        let page = String(repeating: "A long line of text that wraps. ", count: 400)
        withLayout(page, width: 600) { text in
            // Drawn through a mask each time, never kept: the second draw at a phase is the one that
            // would keep it.
            for _ in 0..<2 { #expect(text.mask(atDeviceOrigin: .zero, scale: 2) != nil) }
            #expect(text.masks.isEmpty)
            #expect(pixels(text, at: .zero, scale: 1, throughMask: true).contains { $0 != 0 })
        }
        withLayout("   ") { text in
            for _ in 0..<2 { #expect(text.mask(atDeviceOrigin: .zero, scale: 1) == nil) }
        }
        withLayout("Far") { text in
            for _ in 0..<2 {
                #expect(text.mask(atDeviceOrigin: CGPoint(x: 1e12, y: 0), scale: 1) == nil)
                #expect(text.mask(atDeviceOrigin: CGPoint(x: CGFloat.nan, y: 0), scale: 1) == nil)
            }
            #expect(text.masks.isEmpty)
        }
    }
}
