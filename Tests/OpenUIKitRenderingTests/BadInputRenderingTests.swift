import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// Bad files and sizes (issue 8): corrupt PNG data, images of 0 and 100,000 pixels a side, a title
/// of thousands of characters. Each gives a defined outcome — a decoding failure with a reason, an image
/// that draws nothing or is clipped — and never a crash.
@MainActor
@Suite struct BadInputRenderingTests {
    /// A small valid PNG: a 7×5 gradient rendered by the renderer.
    private func validPNG() throws -> [UInt8] {
        var commands: [DisplayCommand] = []
        let list = UIGraphicsContext.record { context in
            for column in 0..<7 {
                context.fill(CGRect(x: CGFloat(column), y: 0, width: 1, height: 5),
                             color: UIColor(red: CGFloat(column) / 6, green: 0.5, blue: 1, alpha: 0.8))
            }
        }
        commands.append(contentsOf: list)
        let png = try #require(Renderer().render(DisplayList(commands), size: CGSize(width: 7, height: 5)).pngData())
        return [UInt8](png)
    }

    @Test func truncatedAndCorruptPNGDataFailsWithAReasonAndNeverTraps() throws {
        let valid = try validPNG()
        let decoder = PNGImageDecoder()
        #expect(try decoder.decode(Data(valid)).get().width == 7)
        var corpus: [[UInt8]] = (0..<valid.count).map { Array(valid.prefix($0)) }
        var rng = SplitMix64(seed: 8)
        for _ in 0..<400 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            corpus.append(bytes)
        }
        var failures = 0
        for bytes in corpus {
            switch decoder.decode(Data(bytes)) {
            case .success(let bitmap):
                #expect(bitmap.pixels.count == bitmap.width * bitmap.height)
            case .failure(let error):
                failures += 1
                #expect(!error.reason.isEmpty)
            }
        }
        // Every truncation before the image data ends fails; most random corruptions are caught by
        // the chunk checksums.
        #expect(failures > valid.count - 20)
        #expect(failures > corpus.count / 2)
    }

    @Test func aPNGThatClaimsHugeOrEmptyDimensionsIsRefusedFromItsHeader() throws {
        var huge = try validPNG()
        let side: UInt32 = 100_000
        for (offset, value) in [(16, side), (20, side), (16 + 4, side)] {
            huge.replaceSubrange(offset..<offset + 4, with: withUnsafeBytes(of: value.bigEndian, Array.init))
        }
        let decoder = PNGImageDecoder()
        guard case .failure(let tooLarge) = decoder.decode(Data(huge)) else {
            Issue.record("a 100,000×100,000 PNG was decoded")
            return
        }
        #expect(tooLarge.reason.contains("100000×100000"))
        var empty = try validPNG()
        empty.replaceSubrange(16..<24, with: [UInt8](repeating: 0, count: 8))
        guard case .failure(let emptyError) = decoder.decode(Data(empty)) else {
            Issue.record("a 0×0 PNG was decoded")
            return
        }
        #expect(emptyError.reason.contains("empty"))
    }

    @Test func imagesOfZeroAndOneHundredThousandPixelsASideRender() throws {
        let wide = try #require(ImageBitmap(width: 100_000, height: 1, pixels: [UInt32](repeating: 0xFF00_FF00, count: 100_000)))
        let images = [
            UIImage(size: .zero),
            UIImage(bitmap: ImageBitmap.filled(width: 0, height: 0, argb: 0xFFFF_0000)),
            UIImage(bitmap: wide),
            UIImage(size: CGSize(width: 100_000, height: 100_000)), // known by size only
        ]
        for image in images {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            view.image = image
            view.contentMode = .center
            let pixels = Renderer().render(view)
            #expect(pixels.width == 40 && pixels.height == 20)
        }
        // Cairo cannot hold an image wider than 32,767 pixels: it is not drawn, and the log says why.
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = UIImage(bitmap: wide)
        var pixels: PixelBuffer?
        let diagnostics = Diagnostics.record { pixels = Renderer().render(view) }
        #expect(diagnostics.map(\.code) == ["render.imageTooLarge"])
        #expect(pixels?.pixels.allSatisfy { $0 == 0 } == true)
    }

    @Test func aVeryLongTitleLaysOutAndRenders() {
        let button = UIButton(type: .system)
        // 100,000 characters work too but take Pango about 30 s on a busy two-core machine; the test
        // uses 11,000 (TITLE_REPEATS=10000 for the full size).
        let repeats = Int(ProcessInfo.processInfo.environment["TITLE_REPEATS"] ?? "") ?? 1_000
        button.setTitle(String(repeating: "Wide title ", count: repeats), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        button.layoutIfNeeded()
        #expect(button.intrinsicContentSize.width > 300)
        let pixels = Renderer().render(button)
        #expect(pixels.width == 300)
        #expect(pixels.pixels.contains { $0 != 0 }) // the visible part of the title is drawn
    }
}
