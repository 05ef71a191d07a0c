import Foundation
import OpenUIKit

/// Rendered pixels: premultiplied 32-bit ARGB in native byte order (Cairo's `CAIRO_FORMAT_ARGB32`,
/// SDL's ARGB8888 on little-endian machines), row after row with no padding, plus the scale that maps
/// points to pixels.
///
/// A buffer of `size` points at scale 2 holds `2 × size` pixels along each axis, as a Retina screen
/// does. Tests compare buffers directly and read single pixels with ``color(at:)``; PNG encoding
/// (``pngData()``) is only for reference images and failure reports, because it costs ten times the
/// rendering.
public struct PixelBuffer: Sendable, Equatable {
    /// Cairo cannot create image surfaces wider or taller than this many pixels.
    public static let maximumDimension = 32_767

    /// The most pixels one buffer holds: 8,192 × 8,192, i.e. 256 MiB of ARGB32.
    ///
    /// Cairo's own limit (``maximumDimension`` a side) would allow 4 GiB for a single buffer, which a
    /// window of bad or huge bounds could request every time its size changes. The cap is far above
    /// any real frame — the largest device preset, iPad Pro 12.9 at @2x, is 2,048 × 2,732 (5.6 million
    /// pixels); an 8K display is 7,680 × 4,320 (33 million) — and it is also the PNG decoder's limit
    /// (``PNGImageDecoder/maximumPixelCount``), so every decodable image fits in a buffer.
    public static let maximumPixelCount = 8_192 * 8_192

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point along each axis.
    public let scale: CGFloat
    /// `width * height` premultiplied ARGB32 pixels. Only the renderer writes the array (Cairo draws
    /// into it in place, so its length must never change); ``setPixel(_:x:y:)`` changes one pixel.
    public internal(set) var pixels: [UInt32]

    /// A transparent buffer covering `size` points at `scale`. Non-finite or negative sizes count as
    /// zero, a scale that is not a positive finite number counts as 1, and each side is capped at
    /// ``maximumDimension`` pixels, so no request can trap. A request for more than
    /// ``maximumPixelCount`` pixels in all gives an empty (0×0) buffer, into which nothing is drawn
    /// (the ``Renderer`` refuses such requests with a `render.bufferTooLarge` warning).
    public init(size: CGSize, scale: CGFloat = 1) {
        let safeScale = Self.safeScale(scale)
        (width, height) = Self.pixelSize(of: size, scale: safeScale)
        self.scale = safeScale
        self.pixels = Array(repeating: 0, count: width * height)
    }

    /// The scale ``init(size:scale:)`` uses for `scale`.
    static func safeScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// The pixel dimensions ``init(size:scale:)`` gives `size` at a valid `scale`, without allocating
    /// the pixels (a frame host asks this every frame to see whether its buffer still fits): 0×0 for a
    /// request over ``maximumPixelCount``.
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        isTooLarge(size, scale: scale) ? (0, 0) : sidesCapped(size, scale: scale)
    }

    /// Whether `size` at a valid `scale` needs more than ``maximumPixelCount`` pixels.
    static func isTooLarge(_ size: CGSize, scale: CGFloat) -> Bool {
        let sides = sidesCapped(size, scale: scale)
        return sides.width * sides.height > maximumPixelCount
    }

    /// `size` at `scale` in whole pixels, each side capped at ``maximumDimension``.
    private static func sidesCapped(_ size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat) -> Int {
            let value = points * scale
            guard value.isFinite, value > 0 else { return 0 }
            return Int(min(value.rounded(.up), CGFloat(PixelBuffer.maximumDimension)))
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// A buffer from existing pixels; nil if the count does not match the size.
    public init?(width: Int, height: Int, scale: CGFloat = 1, pixels: [UInt32]) {
        guard width >= 0, height >= 0, width <= Self.maximumDimension, height <= Self.maximumDimension,
              pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.pixels = pixels
    }

    /// The same pixels as an image bitmap. A bitmap wider or taller than ``maximumDimension`` (which
    /// Cairo cannot draw into) gives an empty buffer rather than a trap.
    public init(_ bitmap: ImageBitmap, scale: CGFloat = 1) {
        self = PixelBuffer(width: bitmap.width, height: bitmap.height, scale: scale, pixels: bitmap.pixels)
            ?? PixelBuffer(size: .zero, scale: scale)
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// The pixels as an ``ImageBitmap``, e.g. to wrap a rendering in a `UIImage`.
    public var bitmap: ImageBitmap { ImageBitmap(width: width, height: height, pixels: pixels)! }

    /// The raw premultiplied pixel at pixel coordinates, or nil outside the buffer.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// Replaces one pixel; coordinates outside the buffer are ignored.
    public mutating func setPixel(_ value: UInt32, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        pixels[y * width + x] = value
    }

    /// The color of the pixel that covers `point` (in points), or nil outside the buffer.
    public func color(at point: CGPoint) -> PixelColor? {
        // Compared as floating point first: converting a far (but finite) coordinate to Int would trap.
        let x = point.x * scale, y = point.y * scale
        guard x >= 0, y >= 0, x < CGFloat(width), y < CGFloat(height) else { return nil }
        return pixel(x: Int(x), y: Int(y)).map(PixelColor.init(premultipliedARGB:))
    }

    /// The smallest rectangle, in points, holding every pixel whose alpha is above `threshold` inside
    /// `area` (points; nil = the whole buffer). Nil when nothing is drawn there. Tests use it to find
    /// the ink of text or shapes.
    public func inkBounds(in area: CGRect? = nil, alphaAbove threshold: UInt8 = 0) -> CGRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        let region = pixelRegion(area)
        for y in region.rows {
            for x in region.columns where pixels[y * width + x] >> 24 > UInt32(threshold) {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// The pixel rows and columns that cover `area` (points), clamped to the buffer.
    func pixelRegion(_ area: CGRect?) -> (rows: Range<Int>, columns: Range<Int>) {
        guard let area, !area.isNull, area.minX.isFinite, area.minY.isFinite, area.maxX.isFinite,
              area.maxY.isFinite else { return (0..<height, 0..<width) }
        func clamp(_ value: CGFloat, _ limit: Int) -> Int { Int(min(max(value, 0), CGFloat(limit))) }
        let x0 = clamp((area.minX * scale).rounded(.down), width)
        let x1 = clamp((area.maxX * scale).rounded(.up), width)
        let y0 = clamp((area.minY * scale).rounded(.down), height)
        let y1 = clamp((area.maxY * scale).rounded(.up), height)
        return (y0..<max(y0, y1), x0..<max(x0, x1))
    }
}
