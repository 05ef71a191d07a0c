import Foundation

/// An image's pixels as file data, as UIKit's `pngData()` and `jpegData(compressionQuality:)`.
extension UIImage {
    /// The image as PNG data at its own scale (`size × scale` pixels), as UIKit's `pngData()`; nil
    /// for an image of no pixels (``UIImage/init()``), as UIKit returns nil for an image without data.
    ///
    /// Pixels come from the current runtime's ``AppRuntime/imageEncoder``, which rasterizes an image
    /// drawn in code (the engine cannot). Without an encoder, nil with an `image.noEncoder` warning
    /// saying so: a runtime made by `Renderer.makeRuntime` or a window host has one. Cap insets and
    /// rendering mode do not change the data, as in UIKit.
    @MainActor
    public func pngData() -> Data? {
        guard let (bitmap, encoder) = encodableBitmap("pngData()") else { return nil }
        return encoder.pngData(of: bitmap)
    }

    /// The image as JPEG data at its own scale, as UIKit's `jpegData(compressionQuality:)`:
    /// `compressionQuality` from 0 (smallest) to 1 (best), clamped. JPEG has no alpha: transparent
    /// parts come out black. Nil for an image of no pixels, and without an encoder (with the
    /// `image.noEncoder` warning), as ``pngData()``.
    @MainActor
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let (bitmap, encoder) = encodableBitmap("jpegData(compressionQuality:)") else { return nil }
        return encoder.jpegData(of: bitmap, compressionQuality: compressionQuality)
    }

    /// The pixels to encode and the encoder, or nil (with the `image.noEncoder` warning when there is
    /// no encoder, naming `caller`).
    @MainActor
    func encodableBitmap(_ caller: String) -> (ImageBitmap, any ImageEncoder)? {
        guard size.width > 0, size.height > 0 else { return nil }
        guard let encoder = AppRuntime.current.imageEncoder else {
            Diagnostics.warn("image.noEncoder", "UIImage.\(caller): the runtime has no image encoder (the engine cannot "
                             + "rasterize or encode; make the runtime with Renderer.makeRuntime); nil returned")
            return nil
        }
        guard let bitmap = encoder.bitmap(of: self), bitmap.width > 0, bitmap.height > 0 else { return nil }
        return (bitmap, encoder)
    }
}
