import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
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

    /// Sizes no layout can use but that are finite: `.greatestFiniteMagnitude` (UIKit's idiom for "as
    /// much as you like") and 1e300.
    private static let hugeLengths: [CGFloat] = [.greatestFiniteMagnitude, 1e300]

    @Test func aLabelSizedToFitTheGreatestFiniteSizeMeasuresAsUnbounded() {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        runtime.run {
            let label = UILabel()
            label.text = "Sized to fit without any limit"
            let unbounded = label.sizeThatFits(.zero)
            #expect(unbounded.width > 0 && unbounded.height > 0)
            for numberOfLines in [0, 1, 2] {
                label.numberOfLines = numberOfLines
                for length in Self.hugeLengths {
                    #expect(label.sizeThatFits(CGSize(width: length, height: length)) == unbounded)
                }
            }
        }
    }

    @Test func aLabelOfHugeWidthIsDrawnAsAnUnboundedOne() {
        func ink(labelWidth: CGFloat) -> CGRect? {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: labelWidth, height: 40))
            label.text = "Hello wide world"
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            container.addSubview(label)
            return Renderer().render(container).inkBounds()
        }
        let reference = ink(labelWidth: 1_000)
        #expect(reference != nil)
        for width in Self.hugeLengths {
            #expect(ink(labelWidth: width) == reference)
        }
    }

    @Test func truncatingTextInAFrameOfHugeHeightIsLaidOutWhole() {
        func run(height: CGFloat) -> TextRun {
            TextRun(text: "Many lines\nof text\nthat fit", frame: CGRect(x: 0, y: 0, width: 100, height: height),
                    font: .systemFont(ofSize: 12), color: .black, lineBreakMode: .byTruncatingTail, numberOfLines: 0)
        }
        let reference = TextLayoutEngine.shared.size(TextLayoutKey(run: run(height: 1_000)))
        #expect(reference.height > 2 * 12)
        for height in Self.hugeLengths {
            #expect(TextLayoutEngine.shared.size(TextLayoutKey(run: run(height: height))) == reference)
            // Drawing it does not trap. (Where: centred in such a frame the text is far beyond the
            // coordinates Cairo can hold, which it wraps; the pixels are not specified.)
            let pixels = Renderer().render(DisplayList([.text(run(height: height))]), size: CGSize(width: 100, height: 80))
            #expect(pixels.width == 100 && pixels.height == 80)
        }
    }

    @Test func capInsetsThatAreHugeOrNotANumberAreDroppedByTheInitAndTheImageDrawsStretched() {
        let red: UInt32 = 0xFFFF_0000
        let bitmap = ImageBitmap.filled(width: 20, height: 10, argb: red)
        for insets in [UIEdgeInsets(top: 1e300, left: 1e300, bottom: 1e300, right: 1e300), UIEdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan),
                       UIEdgeInsets(top: 1, left: .greatestFiniteMagnitude, bottom: 1, right: 1)] {
            let image = UIImage(size: CGSize(width: 20, height: 10), bitmap: bitmap, capInsets: insets,
                                resizingMode: .stretch)
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            view.image = image
            let pixels = Renderer().render(view)
            #expect(pixels.inkBounds() == view.bounds)
            #expect(pixels.pixels.allSatisfy { $0 == red })
        }
    }

    @Test func hugeCapsOfAHugeImageAreClampedToItsPixels() {
        let red: UInt32 = 0xFFFF_0000
        // The caps fit the image's size in points, but not its 4×4 pixels: the leading caps take them all.
        let image = UIImage(size: CGSize(width: 1e300, height: 1e300), bitmap: .filled(width: 4, height: 4, argb: red),
                            capInsets: UIEdgeInsets(top: 1e299, left: 1e299, bottom: 1e299, right: 1e299), resizingMode: .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 1e299, left: 1e299, bottom: 1e299, right: 1e299))
        let pixels = Renderer().render(DisplayList([.image(image, in: CGRect(x: 0, y: 0, width: 40, height: 20),
                                                           tint: nil, alpha: 1)]), size: CGSize(width: 40, height: 20))
        #expect(pixels.inkBounds() == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func pixelBufferColorFarOutsideIsNil() {
        let buffer = PixelBuffer(ImageBitmap.filled(width: 4, height: 4, argb: 0xFF00_FF00), scale: 2)
        #expect(buffer.color(at: CGPoint(x: 1, y: 1)) != nil)
        for far in [1e300, .greatestFiniteMagnitude, 1e10, 2] as [CGFloat] {
            #expect(buffer.color(at: CGPoint(x: far, y: 0)) == nil)
            #expect(buffer.color(at: CGPoint(x: 0, y: far)) == nil)
        }
    }

    @Test func aFilledBitmapWhosePixelCountOverflowsIsEmpty() {
        for (width, height) in [(Int.max, 2), (2, Int.max), (1 << 32, 1 << 32), (Int.max, Int.max)] {
            let bitmap = ImageBitmap.filled(width: width, height: height, argb: 0xFFFF_0000)
            #expect(bitmap.width == 0 && bitmap.height == 0 && bitmap.pixels.isEmpty)
        }
        #expect(ImageBitmap.filled(width: 3, height: 2, argb: 0xFFFF_0000).pixels.count == 6)
    }

    /// Over the pixel cap a layer's buffer is empty (as ``Renderer`` draws such a window) — unless the
    /// layer is a background color around small content: then its buffer holds the content only.
    @Test func aWindowOfHugeSizeUpdatesItsLayersWithoutABufferOverTheCap() {
        let host = TestHost()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        label.text = "Drawn"
        host.window.addSubview(label)
        let cover = UIView()
        cover.backgroundColor = .systemRed
        cover.isHidden = true
        host.window.addSubview(cover)
        for length in Self.hugeLengths {
            host.window.frame = CGRect(x: 0, y: 0, width: length, height: length)
            cover.isHidden = true
            var layers = LayerStack(scale: 1)
            layers.update(from: host.window)
            #expect(layers.layers.count == 1 && layers.layers[0].baseColor != nil)
            #expect(layers.pixelsDrawn == layers.layers[0].pixels.width * layers.layers[0].pixels.height)
            #expect(layers.pixelsDrawn > 0 && layers.pixelsDrawn <= 200 * 40)
            // A view over the whole window: the content (as far as the canvas draws) is over the cap.
            cover.frame = host.window.bounds
            cover.isHidden = false
            layers.update(from: host.window)
            #expect(layers.layers.allSatisfy { $0.pixels.width == 0 && $0.pixels.height == 0 })
            #expect(layers.pixelsDrawn == 0)
        }
    }
}
