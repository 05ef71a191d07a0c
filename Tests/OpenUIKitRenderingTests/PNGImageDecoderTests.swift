import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

@Suite struct PNGImageDecoderTests {
    let decoder = PNGImageDecoder()

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name))
    }

    func colors(_ bitmap: ImageBitmap) -> [PixelColor] {
        bitmap.pixels.map(PixelColor.init(premultipliedARGB:))
    }

    @Test func decodesAnOpaqueRGBFile() throws {
        let bitmap = try decoder.decode(Self.fixture("rgb-3x2.png")).get()
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(colors(bitmap) == [
            PixelColor(red: 255, green: 0, blue: 0), PixelColor(red: 0, green: 255, blue: 0),
            PixelColor(red: 0, green: 0, blue: 255), PixelColor(red: 255, green: 255, blue: 255),
            PixelColor(red: 0, green: 0, blue: 0), PixelColor(red: 128, green: 128, blue: 128),
        ])
    }

    @Test func decodesTransparencyAsPremultipliedARGB() throws {
        let bitmap = try decoder.decode(Self.fixture("rgba-2x1.png")).get()
        #expect(bitmap.pixels == [0x8080_0000, 0x0000_0000])
    }

    @Test func decodesPaletteAndSixteenBitFiles() throws {
        let palette = try decoder.decode(Self.fixture("palette-2x1.png")).get()
        #expect(palette.pixels == [0xFF00_00FF, 0x0000_0000])
        let deep = try decoder.decode(Self.fixture("rgb16-1x1.png")).get()
        #expect(deep.pixels == [0xFF00_FF00])
    }

    @Test func truncatedFileIsAFailureWithAReason() throws {
        let data = try Self.fixture("rgb-3x2.png")
        for length in [data.count - 13, data.count / 2, 40, 20, 8, 3, 0] {
            let result = decoder.decode(data.prefix(length))
            guard case .failure(let error) = result else {
                Issue.record("a PNG cut to \(length) bytes decoded")
                continue
            }
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func garbageBytesAreAFailure() {
        var generator = SplitMix64(seed: 42)
        let garbage = Data((0..<500).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(throws: ImageDecodingError(reason: "not PNG data (bad signature)")) { try decoder.decode(garbage).get() }
        #expect(throws: ImageDecodingError.self) { try decoder.decode(Data("GIF89a".utf8)).get() }
    }

    @Test func corruptDataAfterAValidHeaderIsAFailure() throws {
        var data = try Self.fixture("rgb-3x2.png")
        data.replaceSubrange(41..<50, with: [UInt8](repeating: 0xAB, count: 9))   // inside IDAT
        #expect(throws: ImageDecodingError.self) { try decoder.decode(data).get() }
    }

    @Test func emptyAndHugeImagesAreRefusedFromTheHeader() throws {
        let header = try Self.fixture("rgb-3x2.png")
        func withSize(_ width: UInt32, _ height: UInt32) -> Data {
            var data = header
            data.replaceSubrange(16..<24, with: withUnsafeBytes(of: (width.bigEndian, height.bigEndian)) { Array($0) })
            return data
        }
        let empty = decoder.decode(withSize(0, 5))
        #expect(throws: ImageDecodingError(reason: "PNG declares an empty image (0×5)")) { try empty.get() }
        for (width, height) in [(100_000, 100_000), (40_000, 1), (UInt32.max, UInt32.max)] as [(UInt32, UInt32)] {
            let result = decoder.decode(withSize(width, height))
            guard case .failure(let error) = result else {
                Issue.record("a \(width)×\(height) header decoded")
                continue
            }
            #expect(error.reason.contains("larger than"))
        }
    }

    @Test func encodedBuffersDecodeToTheSamePixels() throws {
        let buffer = try #require(PixelBuffer(width: 3, height: 2, pixels: [
            0xFFFF_0000, 0x8000_0080, 0x0000_0000, 0xFF12_3456, 0xFFFF_FFFF, 0x4020_1000,
        ]))
        let data = try #require(buffer.pngData())
        let decoded = try PixelBuffer(pngData: data)
        // Straight-alpha PNG round trip: opaque and transparent pixels exactly, others within rounding.
        for (a, b) in zip(decoded.pixels, buffer.pixels) {
            #expect(PixelColor(premultipliedARGB: a).isClose(to: PixelColor(premultipliedARGB: b), tolerance: 2))
        }
        #expect(decoded.pixels[0] == buffer.pixels[0] && decoded.pixels[4] == buffer.pixels[4])
        #expect(PixelBuffer(size: .zero).pngData() == nil)
    }
}
