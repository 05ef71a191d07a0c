import CCairo
import Foundation
import OpenUIKit

/// PNG encoding of rendered pixels with Cairo's PNG writer (`cairo_surface_write_to_png_stream`).
extension PixelBuffer {
    /// The pixels as PNG data (RGBA, straight alpha), or nil for an empty buffer or a Cairo error.
    /// Encoding costs about ten times the rendering: tests compare buffers and encode only references
    /// and failure reports.
    public func pngData() -> Data? {
        guard width > 0, height > 0 else { return nil }
        var copy = pixels
        let sink = PNGWriteSink()
        let status = copy.withUnsafeMutableBytes { bytes -> cairo_status_t in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                    Int32(height), Int32(width * 4))
            else { return CAIRO_STATUS_NO_MEMORY }
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGWriteSink>.fromOpaque(closure).takeUnretainedValue().data
                    .append(data, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// Writes the pixels to a PNG file, creating its folder.
    public func writePNG(to url: URL) throws {
        guard let data = pngData() else {
            throw ImageDecodingError(reason: "a \(width)×\(height) buffer cannot be encoded as PNG")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Decodes PNG data into a buffer at `scale` (the PNG holds pixels; the scale says how many per point).
    public init(pngData data: Data, scale: CGFloat = 1) throws {
        self.init(try PNGImageDecoder().decode(data).get(), scale: scale)
    }
}
