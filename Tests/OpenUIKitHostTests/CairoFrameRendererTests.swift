import Foundation
import Testing
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering

/// The host's default renderer draws into a host-owned buffer exactly what ``Renderer`` draws, and on
/// a dirty rectangle redraws that area only. (Moved here from the Catalog with the renderer.)
@MainActor
@Suite struct CairoFrameRendererTests {
    /// A window of a runtime drawn with Pango, as a host's app, on an iPhone SE screen.
    private let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
    private let window: UIWindow
    private let frameRenderer = CairoFrameRenderer()
    /// The host's frame buffer: premultiplied ARGB32, one `UInt32` per pixel at 1x.
    private var pixels: [UInt32]

    init() {
        window = runtime.run { [runtime] in UIWindow(screen: runtime.screen) }
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        pixels = [UInt32](repeating: 0, count: Int(window.bounds.width) * Int(window.bounds.height))
    }

    private var width: Int { Int(window.bounds.width) }

    /// Has the frame renderer draw `dirty` (nil: everything) into ``pixels``.
    private mutating func draw(_ dirty: CGRect?) {
        let (width, height) = (width, Int(window.bounds.height))
        pixels.withUnsafeMutableBytes { bytes in
            frameRenderer.render(window, dirtyRect: dirty, into: bytes.baseAddress!, pixelWidth: width,
                                 pixelHeight: height, bytesPerRow: width * 4, scale: 1)
        }
    }

    private func fullRender() -> PixelBuffer {
        runtime.run { Renderer().render(window.renderFrame(), size: window.bounds.size) }
    }

    @Test mutating func drawsWhatTheRendererDrawsAndRedrawsOnlyTheDirtyArea() {
        runtime.run {
            for (index, title) in ["Buy", "Follow", "Delete"].enumerated() {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: 20, y: 40 + CGFloat(index) * 60, width: 160, height: 44)
                window.addSubview(button)
            }
        }
        window.layoutIfNeeded()
        draw(nil)
        let expected = fullRender()
        let matchesTheRenderer = pixels == expected.pixels
        #expect(matchesTheRenderer)

        _ = window.takeDirtyRect()
        let patch = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        patch.backgroundColor = .systemRed
        window.addSubview(patch)
        window.layoutIfNeeded()
        let dirty = window.takeDirtyRect()
        #expect(dirty == patch.frame)
        draw(dirty)
        #expect(PixelColor(premultipliedARGB: pixels[320 * width + 50]) == PixelColor(red: 255, green: 59, blue: 48))
        #expect(pixels[60 * width + 60] == expected.pixels[60 * width + 60])   // outside: untouched
    }

    @Test mutating func aViewMovingThroughFractionalPositionsLeavesNothingBehind() {
        let card = UIView(frame: CGRect(x: 20, y: 100.4, width: 120, height: 60.3))
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        window.layoutIfNeeded()
        _ = window.takeDirtyRect()
        draw(nil)
        for y in [80.7, 63.2, 40.55] {
            card.frame.origin.y = y
            window.layoutIfNeeded()
            draw(window.takeDirtyRect())
        }
        let matchesAFullRender = pixels == fullRender().pixels
        #expect(matchesAFullRender)
        #expect(Renderer.pixelAligned(CGRect(x: 0.5, y: 1.25, width: 2, height: 2), scale: 2)
            == CGRect(x: 0.5, y: 1, width: 2, height: 2.5))
    }
}
