import Foundation

/// A bitmap image as Core Graphics holds it (`CGImage`): what ``CALayer/contents`` shows, made from a
/// ``UIImage`` with `image.cgImage` and turned back with `UIImage(cgImage:)`.
///
/// It keeps the image it was made from (decoded pixels or a recorded drawing), so it draws exactly
/// as that image does; its size is in pixels, the image's points times its scale, as Core Graphics
/// reports it. Immutable, compared by identity of the image.
public final class CGImage: Hashable, Sendable {
    /// The image it shows.
    let image: UIImage

    init(_ image: UIImage) {
        self.image = image
    }

    /// The width in pixels.
    public var width: Int { Int((image.size.width * image.scale).rounded()) }

    /// The height in pixels.
    public var height: Int { Int((image.size.height * image.scale).rounded()) }

    /// Equal when made from the same image.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.image === rhs.image }

    /// Hashes the image's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(image)) }
}
