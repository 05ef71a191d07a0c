/// Decoded pixels of an image: premultiplied 32-bit ARGB in native byte order, row after row.
///
/// This is Cairo's `CAIRO_FORMAT_ARGB32` layout (and SDL's ARGB8888 on little-endian machines), so a
/// renderer can draw it without conversion. The engine never decodes files itself: a decoder that the
/// runtime holds (``AppRuntime/imageDecoder``) produces bitmaps; the engine only carries them.
public struct ImageBitmap: Sendable, Equatable {
    /// The width in pixels (not points: an @2x image is twice its point width).
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// One 32-bit pixel per element, `width * height` of them.
    public let pixels: [UInt32]

    /// Creates a bitmap; returns nil if the pixel count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap of one color, premultiplied, e.g. for tests and placeholder images. A negative side is
    /// 0; sides whose pixel count overflows an Int give an empty (0×0) bitmap rather than a trap, as
    /// ``init(width:height:pixels:)`` refuses them.
    public static func filled(width: Int, height: Int, argb: UInt32) -> ImageBitmap {
        let alpha = (argb >> 24) & 0xFF
        func premultiply(_ shift: UInt32) -> UInt32 { (((argb >> shift) & 0xFF) * alpha / 255) << shift }
        let pixel = (alpha << 24) | premultiply(16) | premultiply(8) | premultiply(0)
        let w = max(width, 0), h = max(height, 0)
        let (count, overflow) = w.multipliedReportingOverflow(by: h)
        guard !overflow else { return ImageBitmap(width: 0, height: 0, pixels: [])! }
        return ImageBitmap(width: w, height: h, pixels: Array(repeating: pixel, count: count))!
    }
}
