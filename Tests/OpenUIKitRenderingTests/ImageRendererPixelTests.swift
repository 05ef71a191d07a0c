import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing

/// Images made with `UIGraphicsImageRenderer` as they reach the pixels: in an image view and a
/// button, drawn into another drawing, tinted, blended, and written as PNG that decodes back to the
/// same pixels.
@MainActor
@Suite struct ImageRendererPixelTests {
    let renderer = Renderer()
    let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_FF00

    /// A 10×10-point image: a red disc on a transparent ground, with a blue square in the middle.
    func badge(scale: CGFloat = 1) -> UIImage {
        runtime.run {
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
                UIColor.red.setFill()
                UIBezierPath(ovalIn: context.format.bounds).fill()
                UIColor.blue.setFill()
                context.fill(CGRect(x: 4, y: 4, width: 2, height: 2))
            }
        }
    }

    @Test func anImageViewShowsTheDrawingScaledToItsBounds() {
        runtime.run {
            let view = UIImageView(image: badge())
            view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let pixels = renderer.render(view, scale: 2)
            #expect(pixels.color(at: CGPoint(x: 10, y: 10)) == PixelColor(red: 0, green: 0, blue: 255))
            #expect(pixels.color(at: CGPoint(x: 10, y: 3)) == PixelColor(red: 255, green: 0, blue: 0))
            #expect(pixels.color(at: CGPoint(x: 0.5, y: 0.5))?.alpha == 0)  // outside the disc
        }
    }

    @Test func aTemplateInAnImageViewTakesItsTintColor() {
        runtime.run {
            let view = UIImageView(image: badge().withRenderingMode(.alwaysTemplate))
            view.tintColor = .green
            let pixels = renderer.render(view)
            #expect(pixels.color(at: CGPoint(x: 5, y: 5)) == PixelColor(red: 0, green: 255, blue: 0))
            #expect(pixels.color(at: CGPoint(x: 5, y: 1)) == PixelColor(red: 0, green: 255, blue: 0))
            #expect(pixels.color(at: CGPoint(x: 0, y: 0))?.alpha == 0)
        }
    }

    @Test func withTintColorDrawsTheShapeInTheTint() {
        runtime.run {
            let tinted = badge().withTintColor(.green)
            let pixels = renderer.render(DisplayList([.image(tinted, in: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                             tint: nil, alpha: 1)]), size: CGSize(width: 10, height: 10))
            #expect(pixels.pixel(x: 5, y: 5) == Self.green && pixels.pixel(x: 5, y: 1) == Self.green)
            #expect(pixels.pixel(x: 0, y: 0) == 0)
        }
    }

    @Test func aButtonDrawsItAsImageAndAsStretchableBackground() {
        runtime.run {
            let button = UIButton(type: .custom)
            let frame = runtime.run {
                UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { context in
                    UIColor.red.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
                    UIColor.blue.setFill()
                    context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
                }
            }
            button.setBackgroundImage(frame.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
                                                           resizingMode: .stretch), for: .normal)
            button.setImage(badge(), for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            let pixels = renderer.render(button)
            #expect(pixels.color(at: CGPoint(x: 0.5, y: 0.5)) == PixelColor(red: 255, green: 0, blue: 0))  // cap
            #expect(pixels.color(at: CGPoint(x: 39.5, y: 19.5)) == PixelColor(red: 255, green: 0, blue: 0))
            #expect(pixels.color(at: CGPoint(x: 3, y: 10)) == PixelColor(red: 0, green: 0, blue: 255))  // stretched centre
            #expect(pixels.color(at: CGPoint(x: 20, y: 10)) == PixelColor(red: 0, green: 0, blue: 255))  // the image's square
            #expect(pixels.color(at: CGPoint(x: 20, y: 7)) == PixelColor(red: 255, green: 0, blue: 0))  // its disc
        }
    }

    @Test func anImageDrawnIntoAnotherKeepsDrawingOrder() {
        runtime.run {
            let inner = badge()
            let outer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
                inner.draw(at: CGPoint(x: 10, y: 0))
                inner.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5), blendMode: .normal, alpha: 0.5)
            }
            #expect(outer.scale == 2)  // the main screen's
            let pixels = CairoImageEncoder().bitmap(of: outer).map { PixelBuffer($0, scale: outer.scale) }
            #expect(pixels?.color(at: CGPoint(x: 15, y: 5)) == PixelColor(red: 0, green: 0, blue: 255))
            #expect(pixels?.color(at: CGPoint(x: 10.5, y: 0.5)) == PixelColor(red: 0, green: 255, blue: 0))  // beside the disc
            let faded = pixels.flatMap { $0.color(at: CGPoint(x: 2.5, y: 1)) }
            #expect(faded.map { (120...135).contains($0.red) && (120...135).contains($0.green) } == true)
        }
    }

    /// An image is a bitmap of its own in UIKit: a hole cleared in it shows what is under the image
    /// view (here its superview's red), not transparency cut through everything below.
    @Test func aClearedHoleInAnImageShowsWhatIsUnderTheImageView() {
        runtime.run {
            let holed = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                context.fill(CGRect(x: 3, y: 3, width: 4, height: 4), blendMode: .clear)
            }
            #expect(holed.drawingBlends)
            let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            backdrop.backgroundColor = .red
            let view = UIImageView(image: holed)
            view.frame = backdrop.bounds
            backdrop.addSubview(view)
            let pixels = renderer.render(backdrop)
            #expect(pixels.color(at: CGPoint(x: 5, y: 5)) == PixelColor(red: 255, green: 0, blue: 0))  // the hole
            #expect(pixels.color(at: CGPoint(x: 1, y: 1)) == PixelColor(red: 0, green: 0, blue: 255))
            #expect(!badge().drawingBlends)
        }
    }

    /// Rotate-then-draw turns an image in UIKit: a red|blue image drawn under a quarter turn
    /// (clockwise on screen) has its red half on top and its blue half below, not the two halves
    /// stretched side by side into the rotated rectangle's bounding box.
    @Test func anImageDrawnUnderARotationTurnsWithIt() {
        runtime.run {
            let halves = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor.blue.setFill()
                context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            }
            let turned = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                let context = UIGraphicsGetCurrentContext()
                context?.translateBy(x: 10, y: 10)
                context?.rotate(by: .pi / 2)
                halves.draw(in: CGRect(x: -10, y: -5, width: 20, height: 10))
            }
            let pixels = renderer.render(DisplayList([.image(turned, in: CGRect(x: 0, y: 0, width: 20, height: 20),
                                                             tint: nil, alpha: 1)]), size: CGSize(width: 20, height: 20))
            #expect(pixels.pixel(x: 7, y: 4) == Self.red && pixels.pixel(x: 12, y: 4) == Self.red)  // the top
            #expect(pixels.pixel(x: 7, y: 15) == Self.blue && pixels.pixel(x: 12, y: 15) == Self.blue)  // the bottom
            #expect(pixels.pixel(x: 2, y: 10) == 0 && pixels.pixel(x: 17, y: 10) == 0)  // beside the turned image
        }
    }

    @Test func blendModesCombineOnlyWithinTheDrawnRect() {
        runtime.run {
            let inner = badge()
            let erased = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
                inner.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .destinationOut, alpha: 1)
                context.fill(CGRect(x: 15, y: 0, width: 5, height: 10), blendMode: .clear)
            }
            let pixels = CairoImageEncoder().bitmap(of: erased).map { PixelBuffer($0, scale: erased.scale) }
            #expect(pixels?.color(at: CGPoint(x: 5, y: 5))?.alpha == 0)  // where the disc is, the green is gone
            #expect(pixels?.color(at: CGPoint(x: 0, y: 0)) == PixelColor(red: 0, green: 255, blue: 0))  // beside it, kept
            #expect(pixels?.color(at: CGPoint(x: 12, y: 5)) == PixelColor(red: 0, green: 255, blue: 0))  // past its rect
            #expect(pixels?.color(at: CGPoint(x: 17, y: 5))?.alpha == 0)  // cleared
        }
    }

    @Test func pngDataDecodesBackToTheSamePixels() throws {
        try runtime.run {
            let image = badge(scale: 2)
            let data = try #require(image.pngData())
            let decoded = try PNGImageDecoder().decode(data).get()
            #expect(decoded.width == 20 && decoded.height == 20)
            let expected = try #require(CairoImageEncoder().bitmap(of: image))
            #expect(decoded.pixels == expected.pixels)
            let reloaded = try #require(UIImage(data: data, scale: 2))
            #expect(reloaded.size == image.size && reloaded.bitmap == expected)
            #expect(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { _ in } == UIImage(
                size: CGSize(width: 2, height: 2), scale: 2, drawing: DisplayList()).pngData())
        }
    }

    @Test func withoutAnEncoderPNGDataIsNilWithAWarning() {
        let bare = AppRuntime()
        bare.run {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
            let diagnostics = Diagnostics.record { #expect(image.pngData() == nil) }
            #expect(diagnostics.map(\.code) == ["image.noEncoder"])
            #expect(UIImage().pngData() == nil)  // no pixels: nil, nothing to warn about
        }
    }

    @Test func badDataIsNoImage() {
        runtime.run {
            let diagnostics = Diagnostics.record { #expect(UIImage(data: Data("no".utf8)) == nil) }
            #expect(diagnostics.map(\.code) == ["image.invalidData"])
        }
    }
}

/// `jpegData(compressionQuality:)` through the renderer's encoder: a baseline JPEG file of the image's
/// pixels, smaller at lower quality.
@MainActor
@Suite struct JPEGDataTests {
    let runtime = Renderer.makeRuntime(screen: UIScreen(device: .desktop))

    func photo() -> UIImage {
        runtime.run {
            UIGraphicsImageRenderer(size: CGSize(width: 37, height: 21)).image { context in
                for step in 0..<37 {
                    UIColor(red: CGFloat(step) / 36, green: 0.5, blue: 1 - CGFloat(step) / 36, alpha: 1).setFill()
                    context.fill(CGRect(x: CGFloat(step), y: 0, width: 1, height: 21))
                }
                UIColor.white.setFill()
                UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 11, height: 11)).fill()
            }
        }
    }

    /// The big-endian 16-bit number at `offset`.
    static func word(_ data: Data, _ offset: Int) -> Int {
        Int(data[data.startIndex + offset]) << 8 | Int(data[data.startIndex + offset + 1])
    }

    @Test func itIsABaselineJPEGOfTheImagesPixelSize() throws {
        let data = try #require(runtime.run { photo().jpegData(compressionQuality: 0.8) })
        #expect(data.prefix(2) == Data([0xFF, 0xD8]) && data.suffix(2) == Data([0xFF, 0xD9]))
        let sof = try #require(data.firstRange(of: Data([0xFF, 0xC0])))
        let start = sof.lowerBound - data.startIndex
        #expect(Self.word(data, start + 5) == 21 && Self.word(data, start + 7) == 37)  // height, width
        #expect(data[data.startIndex + start + 9] == 3)  // three components
    }

    @Test func lowerQualityIsSmaller() throws {
        let (best, worst) = try runtime.run {
            let image = photo()
            return (try #require(image.jpegData(compressionQuality: 1)), try #require(image.jpegData(compressionQuality: 0)))
        }
        #expect(worst.count < best.count)
    }
}
