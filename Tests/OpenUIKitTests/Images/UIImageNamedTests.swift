import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A decoder that returns a fixed bitmap, or fails, standing in for the renderer's.
struct StubImageDecoder: ImageDecoder {
    var result: Result<ImageBitmap, ImageDecodingError>
    func decode(_ data: Data) -> Result<ImageBitmap, ImageDecodingError> { result }
}

@MainActor
@Suite struct UIImageNamedTests {
    /// Runs `body` with a directory bundle holding the given files (each value is the PNG's pixel size,
    /// or raw bytes), and deletes the directory afterwards.
    private func withBundle(_ files: [String: Any], _ body: (Bundle) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("OpenUIKitImages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, content) in files {
            let data: Data
            if let size = content as? (Int, Int) {
                data = Self.pngHeader(width: size.0, height: size.1)
            } else {
                data = content as! Data
            }
            try data.write(to: directory.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(try #require(Bundle(path: directory.path)))
    }

    /// The first bytes of a PNG file: signature and IHDR chunk (which is all the size reader needs).
    static func pngHeader(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    private func traits(scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    @Test func picksTheVariantForTheScreenScale() throws {
        try withBundle(["icon.png": (10, 10), "icon@2x.png": (20, 20), "icon@3x.png": (30, 30)]) { bundle in
            for scale in [1, 2, 3] as [CGFloat] {
                let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: traits(scale: scale)))
                #expect(image.scale == scale)
                #expect(image.size == CGSize(width: 10, height: 10))
                #expect(image.name == "icon")
                #expect(image.bitmap == nil)
            }
        }
    }

    @Test func usesUIScreenMainScaleByDefault() throws {
        let host = TestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        try withBundle(["icon@2x.png": (40, 20), "icon@3x.png": (60, 30)]) { bundle in
            let image = try #require(UIImage(named: "icon.png", in: bundle))
            #expect(image.scale == 2)
            #expect(image.size == CGSize(width: 20, height: 10))
        }
    }

    @Test func fallsBackToTheHighestScaleThenDown() throws {
        try withBundle(["only@2x.png": (20, 20), "base.png": (7, 7), "both@3x.png": (9, 9), "both.png": (3, 3)]) { bundle in
            #expect(UIImage(named: "only", in: bundle, compatibleWith: traits(scale: 3))?.scale == 2)
            #expect(UIImage(named: "base", in: bundle, compatibleWith: traits(scale: 2))?.scale == 1)
            #expect(UIImage(named: "both", in: bundle, compatibleWith: traits(scale: 2))?.scale == 3)
        }
    }

    @Test func aMissingNameIsNilWithoutAWarning() throws {
        try withBundle(["icon.png": (10, 10)]) { bundle in
            let diagnostics = Diagnostics.record {
                #expect(UIImage(named: "nope", in: bundle) == nil)
                #expect(UIImage(named: "", in: bundle) == nil)
            }
            #expect(diagnostics.isEmpty)
            let button = UIButton(type: .custom)
            button.setImage(UIImage(named: "nope", in: bundle), for: .normal)
            #expect(button.currentImage == nil)
        }
    }

    @Test func badDataIsNilWithAWarning() throws {
        try withBundle(["broken.png": Data("not a png".utf8), "empty.png": Self.pngHeader(width: 0, height: 5)]) { bundle in
            let diagnostics = Diagnostics.record {
                #expect(UIImage(named: "broken", in: bundle) == nil)
                #expect(UIImage(named: "empty", in: bundle) == nil)
            }
            #expect(diagnostics.map(\.code) == ["image.invalidData", "image.invalidData"])
        }
    }

    @Test func theRuntimesDecoderSuppliesThePixels() throws {
        try withBundle(["photo@2x.png": (4, 2)]) { bundle in
            let runtime = AppRuntime()
            let bitmap = ImageBitmap.filled(width: 4, height: 2, argb: 0xFF00_FF00)
            runtime.imageDecoder = StubImageDecoder(result: .success(bitmap))
            let image = try #require(UIImage(named: "photo", in: bundle, compatibleWith: traits(scale: 2)))
            #expect(image.bitmap == bitmap)
            #expect(image.size == CGSize(width: 2, height: 1))

            runtime.imageDecoder = StubImageDecoder(result: .failure(ImageDecodingError(reason: "truncated")))
            let diagnostics = Diagnostics.record {
                #expect(UIImage(named: "photo", in: bundle, compatibleWith: traits(scale: 2)) == nil)
            }
            #expect(diagnostics.map(\.code) == ["image.invalidData"])
            #expect(diagnostics.first?.message.contains("truncated") == true)
        }
    }
}
