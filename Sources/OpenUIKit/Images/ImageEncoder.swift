import Foundation

/// Turns images into pixels and image files: what `UIImage.pngData()` and `jpegData(compressionQuality:)`
/// need.
///
/// The engine links no C library, so it can neither rasterize an image drawn in code (``UIImage/drawing``)
/// nor write PNG: a runtime holds an encoder (``AppRuntime/imageEncoder``) that a renderer provides —
/// the Cairo renderer's runtime has one. Without one, encoding returns nil with an `image.noEncoder`
/// warning.
@MainActor
public protocol ImageEncoder {
    /// The pixels of `image` at its own scale (`size × scale`, rounded up): its bitmap, or its
    /// drawing rasterized; nil for an image with neither or of no pixels.
    func bitmap(of image: UIImage) -> ImageBitmap?
    /// `bitmap` as PNG data (straight-alpha RGBA); nil when it cannot be encoded.
    func pngData(of bitmap: ImageBitmap) -> Data?
    /// `bitmap` as JPEG data at `compressionQuality` (0 smallest … 1 best), without alpha; nil when it
    /// cannot be encoded.
    func jpegData(of bitmap: ImageBitmap, compressionQuality: CGFloat) -> Data?
}
