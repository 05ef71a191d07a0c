import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// The cap on a buffer's total size (issue 8, bad sizes): a request over
/// ``PixelBuffer/maximumPixelCount`` gives an empty buffer, reported by the renderer, and never an
/// allocation of gigabytes or a trap.
@MainActor
@Suite struct PixelBufferTests {
    let list = DisplayList([.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red, cornerRadius: 0)])

    @Test func theCapAdmitsAnEightThousandPixelSquareFrameAndNothingMore() {
        #expect(PixelBuffer.maximumPixelCount == 8_192 * 8_192)
        #expect(PixelBuffer.pixelSize(of: CGSize(width: 8_192, height: 8_192), scale: 1) == (8_192, 8_192))
        #expect(PixelBuffer.pixelSize(of: CGSize(width: 4_096, height: 4_096), scale: 2) == (8_192, 8_192))
        #expect(PixelBuffer.pixelSize(of: CGSize(width: 8_193, height: 8_192), scale: 1) == (0, 0))
        #expect(PixelBuffer.pixelSize(of: CGSize(width: 2_731, height: 2_731), scale: 3) == (0, 0))
        // Long and thin stays within both limits: only the side is capped, as before.
        #expect(PixelBuffer.pixelSize(of: CGSize(width: 1e9, height: 2), scale: 1) == (PixelBuffer.maximumDimension, 2))
        #expect(PNGImageDecoder.maximumPixelCount == PixelBuffer.maximumPixelCount)
    }

    @Test func aBufferOverTheCapIsEmpty() {
        for (size, scale) in [(CGSize(width: 10_000, height: 10_000), 1.0), (CGSize(width: 5_000, height: 5_000), 2),
                              (CGSize(width: 1e12, height: 1e12), 1)] as [(CGSize, CGFloat)] {
            let buffer = PixelBuffer(size: size, scale: scale)
            #expect(buffer.width == 0 && buffer.height == 0 && buffer.pixels.isEmpty, "\(size) @\(scale)")
            #expect(buffer.scale == scale)
        }
    }

    @Test func rendererRefusesAnOversizedRequestWithAWarningAndDrawsNothing() {
        let renderer = Renderer()
        var buffer: PixelBuffer?
        let diagnostics = Diagnostics.record {
            buffer = renderer.render(list, size: CGSize(width: 20_000, height: 20_000), scale: 1)
        }
        #expect(diagnostics.map(\.code) == ["render.bufferTooLarge"])
        #expect(diagnostics.first?.message.contains("20000.0×20000.0 points at scale 1.0") == true)
        #expect(buffer?.pixels.isEmpty == true)
        // Just under the cap along one side still renders, without a report.
        let thin = Diagnostics.record { buffer = renderer.render(list, size: CGSize(width: 20, height: 20_000), scale: 1) }
        #expect(thin.isEmpty)
        #expect(buffer?.color(at: CGPoint(x: 5, y: 5)) == PixelColor(red: 255, green: 0, blue: 0))
    }

    @Test func aWindowTooLargeToRenderReportsEachFrameWithChangesAndDrawsNothing() {
        let renderer = Renderer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        window.backgroundColor = .white
        window.isHidden = false
        var buffer = PixelBuffer(size: .zero, scale: 2)
        #expect(renderer.renderFrame(of: window, into: &buffer) == window.bounds)
        #expect(buffer.width == 60 && buffer.height == 40)
        window.frame = CGRect(x: 0, y: 0, width: 6_000, height: 6_000)   // 12,000² pixels at @2x
        var redrawn: [CGRect?] = []
        let diagnostics = Diagnostics.record {
            redrawn.append(renderer.renderFrame(of: window, into: &buffer))
            redrawn.append(renderer.renderFrame(of: window, into: &buffer))   // nothing changed: no report
            window.backgroundColor = .black
            redrawn.append(renderer.renderFrame(of: window, into: &buffer))
        }
        #expect(diagnostics.map(\.code) == ["render.bufferTooLarge", "render.bufferTooLarge"])
        #expect(redrawn == [nil, nil, nil])
        #expect(buffer.pixels.isEmpty && buffer.scale == 2)
        // Back within the cap, frames render again.
        window.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        #expect(renderer.renderFrame(of: window, into: &buffer) == window.bounds)
        #expect(buffer.width == 60 && buffer.height == 40)
        #expect(buffer.color(at: CGPoint(x: 10, y: 10)) == PixelColor(red: 0, green: 0, blue: 0))
    }

    @Test func aBitmapWiderThanCairoAllowsGivesAnEmptyBufferNotATrap() throws {
        let wide = try #require(ImageBitmap(width: 40_000, height: 1, pixels: [UInt32](repeating: 0xFF00_FF00, count: 40_000)))
        let buffer = PixelBuffer(wide, scale: 2)
        #expect(buffer.pixels.isEmpty && buffer.scale == 2)
        let small = ImageBitmap.filled(width: 3, height: 2, argb: 0xFF00_00FF)
        #expect(PixelBuffer(small).pixels == small.pixels)
    }
}
