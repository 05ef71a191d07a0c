import Foundation

/// Core Graphics images, as UIKit's `UIImage.cgImage` and `UIImage(cgImage:)`: how an image becomes a
/// layer's ``CALayer/contents``.
extension UIImage {
    /// The image as a ``CGImage`` (pixels = points × scale); nil for an empty image, which has no pixels.
    public var cgImage: CGImage? {
        size.width > 0 && size.height > 0 ? CGImage(self) : nil
    }

    /// The image a ``CGImage`` shows, at scale 1 (one point per pixel), as UIKit's `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// The image a ``CGImage`` shows at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat) {
        let source = cgImage.image
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        let size = CGSize(width: CGFloat(cgImage.width) / safeScale, height: CGFloat(cgImage.height) / safeScale)
        self.init(size: size, scale: safeScale, bitmap: source.bitmap, drawing: source.drawing, name: source.name,
                  renderingMode: source.renderingMode)
    }
}
