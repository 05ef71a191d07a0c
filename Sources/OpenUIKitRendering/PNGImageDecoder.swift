import CCairo
import Foundation
import OpenUIKit

/// Decodes PNG data into premultiplied ARGB32 pixels with Cairo's PNG reader (libpng), reading
/// straight from memory through a read callback (`cairo_image_surface_create_from_png_stream`).
///
/// Never traps: data that is not a PNG, is truncated or corrupt, or declares a zero or oversized image
/// gives `.failure` with a reason, as UIKit's `UIImage(data:)` gives nil. The header is checked before
/// libpng runs, so a tiny file claiming gigapixels is refused without allocating for it.
public struct PNGImageDecoder: ImageDecoder {
    /// The largest image accepted, in pixels (256 MiB of ARGB32): a pixel buffer's limit, so every
    /// decoded image fits in one.
    public static let maximumPixelCount = PixelBuffer.maximumPixelCount

    /// The decoder; it holds nothing.
    public init() {}

    /// The PNG's pixels, premultiplied, or why they could not be read: what `UIImage(data:)` and
    /// `UIImage(named:)` use in a runtime made by `Renderer.makeRuntime(screen:application:)`.
    public func decode(_ data: Data) -> Result<ImageBitmap, ImageDecodingError> {
        let bytes = [UInt8](data)
        if let problem = Self.headerProblem(bytes) { return .failure(ImageDecodingError(reason: problem)) }
        let cursor = PNGReadCursor(bytes: bytes)
        let decoded = cairo_image_surface_create_from_png_stream({ closure, destination, length in
            guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
            let cursor = Unmanaged<PNGReadCursor>.fromOpaque(closure).takeUnretainedValue()
            return cursor.read(into: destination, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(cursor).toOpaque())
        guard let decoded else { return .failure(ImageDecodingError(reason: "Cairo returned no surface")) }
        defer { cairo_surface_destroy(decoded) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(status))
            return .failure(ImageDecodingError(reason: "PNG could not be decoded: \(reason)"))
        }
        return Self.argb32Bitmap(of: decoded)
    }

    /// Why `bytes` cannot be a PNG worth decoding, judged from the signature and the IHDR chunk; nil
    /// when it may be.
    static func headerProblem(_ bytes: [UInt8]) -> String? {
        switch PNGHeader.pixelSize(bytes) {
        case .failure(.badSignature): return "not PNG data (bad signature)"
        case .failure(.truncated): return truncated
        case .failure(.noHeaderChunk): return "PNG data does not start with an IHDR chunk"
        case .failure(.emptyImage(let width, let height)): return "PNG declares an empty image (\(width)×\(height))"
        case .success(let (width, height)):
            // The whole IHDR chunk (its other fields and CRC, to byte 33) before libpng reads it.
            guard bytes.count >= 33 else { return truncated }
            guard width <= PixelBuffer.maximumDimension, height <= PixelBuffer.maximumDimension,
                  width * height <= maximumPixelCount else {
                return "PNG declares a \(width)×\(height) image, larger than the \(maximumPixelCount)-pixel limit"
            }
            return nil
        }
    }

    private static let truncated = "PNG data truncated before the end of its header"

    /// Copies any Cairo image surface into premultiplied ARGB32 pixels. Opaque PNGs load as RGB24 and
    /// others may load in other formats; painting onto an ARGB32 surface converts them all.
    private static func argb32Bitmap(of decoded: OpaquePointer) -> Result<ImageBitmap, ImageDecodingError> {
        let width = cairo_image_surface_get_width(decoded), height = cairo_image_surface_get_height(decoded)
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return .failure(ImageDecodingError(reason: "no memory for a \(width)×\(height) image"))
        }
        defer { cairo_surface_destroy(target) }
        if let cr = cairo_create(target) {
            cairo_set_source_surface(cr, decoded, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(target)
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(target) else {
            return .failure(ImageDecodingError(reason: "no memory for a \(width)×\(height) image"))
        }
        let stride = Int(cairo_image_surface_get_stride(target))
        let w = Int(width), h = Int(height)
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBytes { destination in
            for row in 0..<h {
                (destination.baseAddress! + row * w * 4).copyMemory(from: data + row * stride, byteCount: w * 4)
            }
        }
        return .success(ImageBitmap(width: w, height: h, pixels: pixels)!)
    }
}
