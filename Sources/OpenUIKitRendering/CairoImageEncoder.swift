import Foundation
import OpenUIKit

/// The Cairo renderer's ``ImageEncoder``: rasterizes images drawn in code with the same canvas that
/// draws them on screen, writes PNG with Cairo (``PixelBuffer/pngData()``) and JPEG with
/// ``JPEGWriter`` (Cairo has no JPEG writer). What
/// ``Renderer/makeRuntime(screen:application:)`` and a window host install, so `UIImage.pngData()`
/// works in an app drawn by this renderer.
@MainActor
public struct CairoImageEncoder: ImageEncoder {
    public init() {}

    public func bitmap(of image: UIImage) -> ImageBitmap? {
        if let bitmap = image.bitmap { return bitmap }
        guard let drawing = image.drawing else { return nil }
        let pixels = Renderer().render(drawing, size: image.size, scale: image.scale)
        return pixels.width > 0 && pixels.height > 0 ? pixels.bitmap : nil
    }

    public func pngData(of bitmap: ImageBitmap) -> Data? {
        PixelBuffer(bitmap).pngData()
    }

    public func jpegData(of bitmap: ImageBitmap, compressionQuality: CGFloat) -> Data? {
        JPEGWriter.jpegData(of: bitmap, quality: compressionQuality)
    }
}
