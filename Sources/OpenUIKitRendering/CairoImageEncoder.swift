import Foundation
import OpenUIKit

/// The Cairo renderer's ``ImageEncoder``: rasterizes images drawn in code with the same canvas that
/// draws them on screen, writes PNG with Cairo (``PixelBuffer/pngData()``) and JPEG with
/// ``JPEGWriter`` (Cairo has no JPEG writer). What
/// ``Renderer/makeRuntime(screen:application:)`` and a window host install, so `UIImage.pngData()`
/// works in an app drawn by this renderer.
@MainActor
public struct CairoImageEncoder: ImageEncoder {
    /// The encoder; it holds nothing, so a runtime can make one for each use.
    public init() {}

    /// The image's pixels: its decoded bitmap, or its drawing rasterized with the renderer that draws it on
    /// screen (nil for an empty image), for `UIImage.pngData()` and `jpegData(compressionQuality:)`.
    public func bitmap(of image: UIImage) -> ImageBitmap? {
        if let bitmap = image.bitmap { return bitmap }
        guard let drawing = image.drawing else { return nil }
        let pixels = Renderer().render(drawing, size: image.size, scale: image.scale)
        return pixels.width > 0 && pixels.height > 0 ? pixels.bitmap : nil
    }

    /// PNG data of `bitmap`, written by Cairo; nil if Cairo fails.
    public func pngData(of bitmap: ImageBitmap) -> Data? {
        PixelBuffer(bitmap).pngData()
    }

    /// Baseline JPEG data of `bitmap` at `compressionQuality` (0…1, as UIKit's), without alpha.
    public func jpegData(of bitmap: ImageBitmap, compressionQuality: CGFloat) -> Data? {
        JPEGWriter.jpegData(of: bitmap, quality: compressionQuality)
    }
}
