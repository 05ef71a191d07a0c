import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing

/// Images drawn in code (``UIImage/drawing``) through the Cairo renderer: drawn where the image is,
/// scaled into its rectangle and clipped to it, tinted as template bitmaps are, faded by alpha.
@MainActor
@Suite struct VectorImageRenderingTests {
    let renderer = Renderer()
    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_FF00

    /// A 4×4-point image: red left half, blue right half, and a fill past its bounds (which must not show).
    static func halves(scale: CGFloat = 1) -> UIImage {
        UIImage(size: CGSize(width: 4, height: 4), scale: scale, drawing: DisplayList([
            .fill(CGRect(x: 0, y: 0, width: 2, height: 4), color: .red, cornerRadius: 0),
            .fill(CGRect(x: 2, y: 0, width: 2, height: 4), color: .blue, cornerRadius: 0),
            .fill(CGRect(x: 4, y: 0, width: 10, height: 10), color: .green, cornerRadius: 0),
        ]))
    }

    func render(_ image: UIImage, in rect: CGRect, size: CGSize, scale: CGFloat = 1, tint: UIColor? = nil,
                alpha: CGFloat = 1) -> PixelBuffer {
        renderer.render(DisplayList([.image(image, in: rect, tint: tint, alpha: alpha)]), size: size, scale: scale)
    }

    @Test func aDrawnImageAtItsOwnSizeGivesTheSamePixelsAsItsDrawing() {
        let image = Self.halves()
        let drawn = render(image, in: CGRect(x: 0, y: 0, width: 4, height: 4), size: CGSize(width: 4, height: 4))
        let direct = renderer.render(DisplayList(Array(image.drawing!.commands.prefix(2))), size: CGSize(width: 4, height: 4))
        #expect(drawn.pixels == direct.pixels)
        #expect(drawn.pixel(x: 0, y: 0) == Self.red && drawn.pixel(x: 3, y: 3) == Self.blue)
    }

    @Test func itIsScaledIntoItsRectAndClippedToIt() {
        let buffer = render(Self.halves(), in: CGRect(x: 2, y: 2, width: 8, height: 4), size: CGSize(width: 20, height: 10))
        #expect(buffer.inkBounds() == CGRect(x: 2, y: 2, width: 8, height: 4))  // the green past its edge is cut
        #expect(buffer.pixel(x: 2, y: 2) == Self.red && buffer.pixel(x: 5, y: 5) == Self.red)
        #expect(buffer.pixel(x: 6, y: 2) == Self.blue && buffer.pixel(x: 9, y: 5) == Self.blue)
    }

    @Test func aTemplateIsTintedThroughItsAlphaAsABitmapIs() {
        let drawing = UIImage(size: CGSize(width: 4, height: 4), drawing: DisplayList([
            .fill(CGRect(x: 0, y: 0, width: 2, height: 4), color: .red, cornerRadius: 0),
        ])).withRenderingMode(.alwaysTemplate)
        let buffer = render(drawing, in: CGRect(x: 0, y: 0, width: 4, height: 4), size: CGSize(width: 4, height: 4),
                            tint: .green)
        #expect(buffer.pixel(x: 0, y: 0) == Self.green && buffer.pixel(x: 1, y: 3) == Self.green)
        #expect(buffer.pixel(x: 3, y: 0) == 0)
        // The same as the bitmap of the same drawing, tinted.
        let bitmap = UIImage(bitmap: renderer.render(drawing.drawing!, size: CGSize(width: 4, height: 4)).bitmap)
            .withRenderingMode(.alwaysTemplate)
        #expect(render(bitmap, in: CGRect(x: 0, y: 0, width: 4, height: 4), size: CGSize(width: 4, height: 4),
                       tint: .green).pixels == buffer.pixels)
        // Always-original images ignore the tint, as bitmaps do.
        let original = render(drawing.withRenderingMode(.alwaysOriginal), in: CGRect(x: 0, y: 0, width: 4, height: 4),
                              size: CGSize(width: 4, height: 4), tint: .green)
        #expect(original.pixel(x: 0, y: 0) == Self.red)
    }

    @Test func alphaFadesIt() {
        let buffer = render(Self.halves(), in: CGRect(x: 0, y: 0, width: 4, height: 4), size: CGSize(width: 4, height: 4),
                            alpha: 0.5)
        let pixel = buffer.pixel(x: 0, y: 0) ?? 0
        #expect((0x7F...0x80).contains(pixel >> 24))
        #expect(pixel & 0xFFFF == 0)
    }

    @Test func itIsSharpAtAHigherScale() {
        // A half-point-wide stripe drawn at 2x is one whole pixel, not a blurred one.
        let image = UIImage(size: CGSize(width: 2, height: 2), scale: 2, drawing: DisplayList([
            .fill(CGRect(x: 0, y: 0, width: 0.5, height: 2), color: .red, cornerRadius: 0),
        ]))
        let buffer = render(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), size: CGSize(width: 2, height: 2), scale: 2)
        #expect(buffer.pixel(x: 0, y: 0) == Self.red && buffer.pixel(x: 1, y: 0) == 0)
    }

    @Test func aResizableDrawnImageKeepsItsCapsAsABitmapDoes() {
        // 3×3 points: a one-point red frame around a blue centre.
        let drawing = DisplayList([
            .fill(CGRect(x: 0, y: 0, width: 3, height: 3), color: .red, cornerRadius: 0),
            .fill(CGRect(x: 1, y: 1, width: 1, height: 1), color: .blue, cornerRadius: 0),
        ])
        let caps = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let vector = UIImage(size: CGSize(width: 3, height: 3), drawing: drawing, capInsets: caps, resizingMode: .stretch)
        let bitmap = UIImage(size: CGSize(width: 3, height: 3),
                             bitmap: renderer.render(drawing, size: CGSize(width: 3, height: 3)).bitmap,
                             capInsets: caps, resizingMode: .stretch)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 6), size = CGSize(width: 10, height: 6)
        let buffer = render(vector, in: rect, size: size)
        #expect(buffer.pixels == render(bitmap, in: rect, size: size).pixels)
        #expect(buffer.pixel(x: 0, y: 0) == Self.red && buffer.pixel(x: 5, y: 3) == Self.blue)
        #expect(buffer.pixel(x: 9, y: 5) == Self.red && buffer.pixel(x: 8, y: 4) == Self.blue)
    }

    @Test func anEmptyImageDrawsNothing() {
        let buffer = render(UIImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4), size: CGSize(width: 4, height: 4))
        #expect(buffer.inkBounds() == nil)
    }
}
