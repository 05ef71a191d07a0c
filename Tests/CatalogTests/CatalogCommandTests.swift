import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering
import OpenUIKitTesting
import Testing
@testable import Catalog

@MainActor
@Suite struct CatalogCommandTests {
    @Test func parsesTheOptions() throws {
        let command = try CatalogCommand.parse(["--snapshot", "out", "--time-scale", "8", "--log-events",
                                                "--device", "ipad", "--orientation", "landscape", "--screen", "taps"])
        #expect(command.snapshotDirectory == "out")
        #expect(command.timeScale == 8)
        #expect(command.logEvents)
        #expect(command.device == .ipad && command.orientation == .landscape)
        #expect(command.screen == .taps)
    }

    @Test func refusesATimeScaleThatIsNotPositive() {
        for bad in ["0", "-2", "nan", "inf"] {
            #expect(throws: (any Error).self, "\(bad)") { try CatalogCommand.parse(["--time-scale", bad]) }
        }
        #expect(throws: (any Error).self) { try CatalogCommand.parse(["--device", "watch"]) }
    }

    @Test func snapshotModeWritesOnePNGPerScene() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = Array(CatalogScene.all.prefix(2))
        let files = try SnapshotWriter(directory: directory).writeAll(scenes)
        #expect(files.map(\.lastPathComponent) == scenes.map { "\($0.name).png" })
        let first = try PixelBuffer(pngData: Data(contentsOf: files[0]))
        #expect(first.width == 393 && first.height == 852)
    }

    @Test func cairoFrameRendererDrawsWhatTheRendererDraws() {
        let host = TestHost(device: .iPhoneSE)
        _ = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: DeviceSetup(kind: .iphone, orientation: .portrait)))
        host.window.layoutIfNeeded()
        let width = Int(host.window.bounds.width), height = Int(host.window.bounds.height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let frameRenderer = CairoFrameRenderer()
        let draw = { (dirty: CGRect?) in
            pixels.withUnsafeMutableBytes { bytes in
                frameRenderer.render(host.window, dirtyRect: dirty, into: bytes.baseAddress!, pixelWidth: width,
                                     pixelHeight: height, bytesPerRow: width * 4, scale: 1)
            }
        }
        draw(nil)
        let expected = Renderer().render(host.window.renderFrame(), size: host.window.bounds.size)
        let matchesTheRenderer = pixels == expected.pixels
        #expect(matchesTheRenderer)

        _ = host.window.takeDirtyRect()
        let patch = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        patch.backgroundColor = .systemRed
        host.window.addSubview(patch)
        host.window.layoutIfNeeded()
        let dirty = host.window.takeDirtyRect()
        #expect(dirty == patch.frame)
        draw(dirty)
        let red = PixelColor(premultipliedARGB: pixels[320 * width + 50])
        #expect(red == PixelColor(red: 255, green: 59, blue: 48))
        #expect(pixels[600 * width + 50] == expected.pixels[600 * width + 50])   // outside: untouched
    }

    @Test func aViewMovingThroughFractionalPositionsLeavesNothingBehind() {
        let host = TestHost(device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 20, y: 100.4, width: 120, height: 60.3))
        card.backgroundColor = .systemBlue
        host.window.addSubview(card)
        host.window.layoutIfNeeded()
        let width = Int(host.window.bounds.width), height = Int(host.window.bounds.height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let frameRenderer = CairoFrameRenderer()
        let draw = { (dirty: CGRect?) in
            pixels.withUnsafeMutableBytes { bytes in
                frameRenderer.render(host.window, dirtyRect: dirty, into: bytes.baseAddress!, pixelWidth: width,
                                     pixelHeight: height, bytesPerRow: width * 4, scale: 1)
            }
        }
        _ = host.window.takeDirtyRect()
        draw(nil)
        for y in [80.7, 63.2, 40.55] {
            card.frame.origin.y = y
            host.window.layoutIfNeeded()
            draw(host.window.takeDirtyRect())
        }
        let matchesAFullRender = pixels == Renderer().render(host.window.renderFrame(), size: host.window.bounds.size).pixels
        #expect(matchesAFullRender)
        #expect(Renderer.pixelAligned(CGRect(x: 0.5, y: 1.25, width: 2, height: 2), scale: 2)
            == CGRect(x: 0.5, y: 1, width: 2, height: 2.5))
    }
}
