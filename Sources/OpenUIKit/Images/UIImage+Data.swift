import Foundation

/// Images from encoded data, as UIKit's `UIImage(data:)` and `UIImage(data:scale:)`.
extension UIImage {
    /// The image in PNG `data` at scale 1, or nil when it is not an image, as UIKit's `init?(data:)`.
    @MainActor
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG `data` at `scale` (its size is the pixels divided by it), or nil when the data
    /// is not an image, as UIKit's `init?(data:scale:)`. Pixels come from the current runtime's
    /// ``AppRuntime/imageDecoder`` (without one, the size from the PNG header and no pixels, as
    /// ``init(named:in:compatibleWith:)``); data that cannot be decoded is nil with an
    /// `image.invalidData` warning. A scale that is not a positive finite number counts as 1.
    @MainActor
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (width, height, bitmap) = Self.decodedContent(data, describedAs: "Image data (\(data.count) bytes)")
        else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), scale: scale,
                  bitmap: bitmap)
    }
}
