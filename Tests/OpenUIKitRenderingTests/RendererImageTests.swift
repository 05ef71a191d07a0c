import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing

@MainActor
@Suite struct RendererImageTests {
    let renderer = Renderer()
    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
    static let yellow: UInt32 = 0xFFFF_FF00, gray: UInt32 = 0xFF80_8080, white: UInt32 = 0xFFFF_FFFF
    static let black: UInt32 = 0xFF00_0000

    /// A `(3 × cell)`-pixel square image of nine `cell × cell` blocks: corners red, green, blue,
    /// yellow (clockwise from top left), edges gray, centre white — or a black/white checkerboard
    /// centre of one-pixel squares when `checkeredCentre` is set.
    static func nineBlockBitmap(cell: Int, checkeredCentre: Bool = false) -> ImageBitmap {
        let size = 3 * cell
        var pixels = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let column = x / cell, row = y / cell
                pixels[y * size + x] = switch (column, row) {
                case (0, 0): red
                case (2, 0): green
                case (2, 2): yellow
                case (0, 2): blue
                case (1, 1): checkeredCentre && (x + y) % 2 == 1 ? black : white
                default: gray
                }
            }
        }
        return ImageBitmap(width: size, height: size, pixels: pixels)!
    }

    /// A resizable image, as `UIImage.resizableImage(withCapInsets:resizingMode:)` makes.
    static func resizable(_ bitmap: ImageBitmap, scale: CGFloat = 1, caps: CGFloat,
                          mode: UIImage.ResizingMode) -> UIImage {
        UIImage(size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
                scale: scale, bitmap: bitmap, capInsets: UIEdgeInsets(top: caps, left: caps, bottom: caps, right: caps), resizingMode: mode)
    }

    func render(_ image: UIImage, in rect: CGRect, size: CGSize, scale: CGFloat = 1, tint: UIColor? = nil,
                alpha: CGFloat = 1) -> PixelBuffer {
        renderer.render(DisplayList([.image(image, in: rect, tint: tint, alpha: alpha)]), size: size, scale: scale)
    }

    @Test func plainImageIsStretchedOverItsRect() {
        let image = UIImage(bitmap: .filled(width: 2, height: 2, argb: Self.red))
        let buffer = render(image, in: CGRect(x: 5, y: 5, width: 20, height: 10), size: CGSize(width: 30, height: 20))
        #expect(buffer.inkBounds() == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(buffer.pixel(x: 5, y: 5) == Self.red && buffer.pixel(x: 24, y: 14) == Self.red)
    }

    @Test func imagePixelsArePlacedWithoutBlurAtTheirOwnSize() {
        let bitmap = Self.nineBlockBitmap(cell: 2)
        let buffer = render(UIImage(bitmap: bitmap), in: CGRect(x: 0, y: 0, width: 6, height: 6),
                            size: CGSize(width: 6, height: 6))
        #expect(buffer.pixels == bitmap.pixels)
    }

    @Test func ninePartCornersStayUnscaledWhenStretchedToThreeTimesTheSize() {
        let image = Self.resizable(Self.nineBlockBitmap(cell: 3), caps: 3, mode: .stretch)
        let buffer = render(image, in: CGRect(x: 0, y: 0, width: 27, height: 27), size: CGSize(width: 27, height: 27))
        #expect(buffer.pixel(x: 0, y: 0) == Self.red && buffer.pixel(x: 2, y: 2) == Self.red)
        #expect(buffer.pixel(x: 3, y: 3) == Self.white)                         // the corner ends after 3 px
        #expect(buffer.pixel(x: 24, y: 0) == Self.green && buffer.pixel(x: 23, y: 0) == Self.gray)
        #expect(buffer.pixel(x: 26, y: 26) == Self.yellow && buffer.pixel(x: 24, y: 24) == Self.yellow)
        #expect(buffer.pixel(x: 2, y: 24) == Self.blue && buffer.pixel(x: 3, y: 24) == Self.gray)
        #expect(buffer.pixel(x: 13, y: 1) == Self.gray && buffer.pixel(x: 1, y: 13) == Self.gray)  // edges stretched
        #expect(buffer.pixel(x: 13, y: 13) == Self.white && buffer.pixel(x: 23, y: 23) == Self.white)
    }

    @Test func nineCornersOfATwoTimesImageStayUnscaledAtTwoTimesScale() {
        // 9 × 9 pt, caps 3 pt = 6 px
        let image = Self.resizable(Self.nineBlockBitmap(cell: 6), scale: 2, caps: 3, mode: .stretch)
        let buffer = render(image, in: CGRect(x: 0, y: 0, width: 27, height: 27), size: CGSize(width: 27, height: 27),
                            scale: 2)
        #expect(buffer.width == 54)
        #expect(buffer.pixel(x: 5, y: 5) == Self.red && buffer.pixel(x: 6, y: 6) == Self.white)
        #expect(buffer.pixel(x: 48, y: 48) == Self.yellow && buffer.pixel(x: 47, y: 47) == Self.white)
    }

    @Test func tileModeRepeatsTheCentreWhileStretchScalesIt() {
        let bitmap = Self.nineBlockBitmap(cell: 2, checkeredCentre: true)
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20), size = CGSize(width: 20, height: 20)
        let tiled = render(Self.resizable(bitmap, caps: 2, mode: .tile), in: rect, size: size)
        let stretched = render(Self.resizable(bitmap, caps: 2, mode: .stretch), in: rect, size: size)
        // The 2 × 2 checker repeats every 2 px when tiled...
        #expect(tiled.pixel(x: 2, y: 2) == Self.white && tiled.pixel(x: 3, y: 2) == Self.black)
        #expect(tiled.pixel(x: 10, y: 10) == Self.white && tiled.pixel(x: 11, y: 10) == Self.black)
        #expect(tiled.pixel(x: 17, y: 16) == Self.black)
        // ...and becomes four 8 px blocks when stretched.
        #expect(stretched.pixel(x: 2, y: 2) == Self.white && stretched.pixel(x: 3, y: 2) == Self.white)
        #expect(stretched.pixel(x: 17, y: 2) == Self.black)
        #expect(tiled.pixel(x: 0, y: 0) == Self.red && stretched.pixel(x: 19, y: 19) == Self.yellow)
    }

    @Test func capsLargerThanTheRectShrinkProportionally() {
        let image = Self.resizable(Self.nineBlockBitmap(cell: 4), caps: 4, mode: .stretch)
        let buffer = render(image, in: CGRect(x: 0, y: 0, width: 4, height: 4), size: CGSize(width: 4, height: 4))
        #expect(buffer.pixel(x: 0, y: 0) == Self.red && buffer.pixel(x: 3, y: 0) == Self.green)
        #expect(buffer.pixel(x: 0, y: 3) == Self.blue && buffer.pixel(x: 3, y: 3) == Self.yellow)
    }

    @Test func templateImageIsFilledWithTheTint() {
        var pixels = [UInt32](repeating: Self.red, count: 4)
        pixels[3] = 0   // one transparent pixel
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, pixels: pixels)!).withRenderingMode(.alwaysTemplate)
        let rect = CGRect(x: 0, y: 0, width: 2, height: 2), size = CGSize(width: 2, height: 2)
        let tinted = render(image, in: rect, size: size, tint: .blue)
        #expect(tinted.pixels == [Self.blue, Self.blue, Self.blue, 0])
        let original = render(image.withRenderingMode(.alwaysOriginal), in: rect, size: size, tint: .blue)
        #expect(original.pixels == pixels)
    }

    @Test func alphaFadesTheImage() {
        let image = UIImage(bitmap: .filled(width: 2, height: 2, argb: Self.red))
        let buffer = render(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), size: CGSize(width: 2, height: 2),
                            alpha: 0.5)
        #expect(buffer.color(at: .zero)?.isClose(to: PixelColor(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1) == true)
    }

    @Test func imagesWithoutPixelsOrRoomDrawNothing() {
        let sized = UIImage(size: CGSize(width: 10, height: 10))
        #expect(render(sized, in: CGRect(x: 0, y: 0, width: 10, height: 10), size: CGSize(width: 10, height: 10))
            .inkBounds() == nil)
        let empty = UIImage(bitmap: .filled(width: 0, height: 0, argb: Self.red))
        #expect(render(empty, in: CGRect(x: 0, y: 0, width: 10, height: 10), size: CGSize(width: 10, height: 10))
            .inkBounds() == nil)
        let image = UIImage(bitmap: .filled(width: 2, height: 2, argb: Self.red))
        #expect(render(image, in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), size: CGSize(width: 10, height: 10))
            .inkBounds() == nil)
    }
}
